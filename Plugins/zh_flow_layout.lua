--- zh_flow_layout: ZHCollectionViewFlowLayout's section backgrounds, frame for frame.
--
-- The band is the union of the section's first and last items only, grown by the
-- section's insets and stretched to the collection view's width (its height when the
-- layout scrolls sideways). section_background with cover = "firstAndLast" covers the
-- same span but starts at the section's edge; this plugin keeps the original's quirk of
-- starting at the first item less the left inset, so a centred lone item moves the band
-- right (and it runs past the far edge). It is a plugin of its own because that shift is
-- the original's accident, not a rule a new scene would choose.
--
-- Empty sections get none. The kind alternates by section, as the original registers two
-- views (one colour each): `kinds[1]` on even sections, `kinds[2]` on odd ones.
--
--   use("zh_flow_layout", { colors = { "#FFD60A", "#64D2FF" } })

---@type lualayout.Plugin
local M = {
  name = "zh_flow_layout",
  api = 1,
  summary = "ZHCollectionViewFlowLayout: a band from the first to the last item of each section",
}

M.defaults = {
  kinds = { "ZHDecorationCollectionReusableView", "ZHDecorationCollectionReusableView1" },
  colors = { "#FFCC00", "#5AC8FA" },  -- by section parity, as the two kinds
  zIndex = -1,
}

M.types = { kinds = "table", colors = "colors" }

-- Windowed (docs/plugin-api.md): the band spans the section, from its first and last
-- items, in the call that gives what spans it; a long section's windows give nothing.
M.window = true

-- The band is as wide (tall) as the collection view, which a section reads from s.bounds.
M.dependsOnPosition = true

-- Stop-gap until the host measures reach: cell origins are rounded to the pixel grid
-- (layout-rules R12) and the section's length is not, so a band grown from the first and
-- last cells may end up to half a pixel past its section, half a point at scale 1.
M.reach = 0.5

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if s.count == 0 or not s.window.sectionWide then return end
  local parity = s.index % 2 + 1
  local band = out:kind(opts.kinds[(parity - 1) % #opts.kinds + 1],
                        { zIndex = opts.zIndex, color = opts.colors[(parity - 1) % #opts.colors + 1] })
  -- U: the union of the first and the last item, nothing in between.
  local ax, ay, aw, ah = s:item(0)
  local bx, by, bw, bh = s:item(s.count - 1)
  local ux, uy = math.min(ax, bx), math.min(ay, by)
  local uw, uh = math.max(ax + aw, bx + bw) - ux, math.max(ay + ah, by + bh) - uy
  local inset = s.insets
  local x, y = ux - inset.left, uy - inset.top
  if s.direction == "vertical" then
    out:add(band, x, y, s.bounds.width, uh + inset.top + inset.bottom, 0)
  else
    out:add(band, x, y, uw + inset.left + inset.right, s.bounds.height, 0)
  end
end

return M
