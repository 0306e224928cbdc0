/// Versions of the soak plugin: valid ones built from random fragments of the plugin API,
/// and broken ones of each kind a reload must refuse (keeping the last good version).
struct PluginGenerator {
    enum Breakage: String, CaseIterable {
        case syntax, wrongAPI, wrongName, notATable, hookRaises, hookLoops, badDefaults
    }

    static let header = """
        local M = { name = "soak_plugin", api = 1,
          defaults = { width = 2, items = "odd", color = "#FF000080", tag = "a" },
          types = { items = "selector", color = "color" } }
        """

    /// A valid version: a random choice of decorations and styles, all inside the section.
    static func valid(_ r: inout SoakRandom, version: Int) -> String {
        var body: [String] = ["  local v = \(version)"]
        if r.chance(0.6) {
            let cover = r.pick(["s.frame", "s.itemsFrame", "s.contentFrame"])
            body.append("  local f = \(cover)")
            body.append("  out:add(out:kind(\"band\" .. opts.tag, { zIndex = \(r.int(-2...2)), version = v }), f.x, f.y, f.width, f.height)")
        }
        if r.chance(0.6) {
            body.append("""
                  local dot = out:kind("dot" .. opts.tag, { color = opts.color })
                  for i = 0, s.count - 1 do
                    if lualayout.matches(opts.items, i, s.count) then
                      local x, y, w, h = s:item(i)
                      out:add(dot, x, y, math.min(w, opts.width), math.min(h, \(r.int(1...4))), i)
                    end
                  end
                """)
        }
        if r.chance(0.5) {
            body.append("""
                  local line = out:kind("line" .. opts.tag, { n = \(r.int(0...9)) })
                  for j = 1, s.lineCount do
                    local x, y, w, h = s:line(j)
                    out:add(line, x, y, w, math.min(h, 1))
                  end
                """)
        }
        if r.chance(0.5) { body.append("  out:style(\"cell\", \"\(r.pick(["even", "odd", "3n", "last", "not first"]))\", { tint = v })") }
        if r.chance(0.3) { body.append("  if s.count > 0 then out:set(\"cell\", s.count - 1, { last = true }) end") }
        if r.chance(0.3) { body.append("  out:style(\"decoration:dot\" .. opts.tag, \"first\", { first = v })") }
        var source = header + "\nfunction M.section(s, opts, out)\n" + body.joined(separator: "\n") + "\nend\n"
        if r.chance(0.25) {
            source += """
                function M.layout(l, opts, out)
                  if l.sectionCount > 0 then
                    local s = l:section(0)
                    out:add(out:kind("first_section" .. opts.tag, { version = \(version) }), s.frame.x, s.frame.y, s.frame.width, 1)
                  end
                end

                """
        }
        return source + "return M\n"
    }

    /// A broken version of `kind`.
    static func broken(_ kind: Breakage, version: Int) -> String {
        let hook = "function M.section(s, opts, out) out:add(out:kind(\"band\", { version = \(version) }), s.frame.x, s.frame.y, 1, 1) end\n"
        switch kind {
        case .syntax: return header + "\nfunction M.section(s, opts, out) out:add( end\nreturn M\n"
        case .wrongAPI: return header.replacingFirst("api = 1", with: "api = 2") + "\n" + hook + "return M\n"
        case .wrongName: return header.replacingFirst("\"soak_plugin\"", with: "\"other\"") + "\n" + hook + "return M\n"
        case .notATable: return "return \(version)\n"
        case .hookRaises: return header + "\nfunction M.section(s, opts, out) error(\"broken version \(version)\") end\nreturn M\n"
        case .hookLoops: return header + "\nfunction M.section(s, opts, out) while true do end end\nreturn M\n"
        case .badDefaults: return header.replacingFirst("width = 2,", with: "width = 2, \"a list item\",") + "\n" + hook + "return M\n"
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
