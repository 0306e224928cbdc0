/// The hostile plugins and scenes, one line each: case → the exact errors it must produce.
/// The fixtures are `Fixtures/Plugins/<name>.lua` and `Fixtures/Scenes/<name>.lua`; the
/// classes, counts and promises are listed in docs/robustness.md.
///
/// Plugin errors read `Plugins/<plugin>.lua:<line>: <plugin>: section hook, section <n>:
/// <message>` (PluginError.description); `{s}` in an `eachSection` error stands for each of
/// the base scene's sections 0...3.
enum AdversarialCases {
    /// Cases whose expected error is what the fixed host must say, and which fail (crash,
    /// hang or stay silent) until the fix named here is merged. The lead empties this list
    /// as the fixes land; `AdversarialTests.testAwaitingFix` skips them by name until then
    /// (`LUALAYOUT_ADVERSARIAL_AWAITING=1` runs them to see which pass already).
    static let awaitingFix: [String: String] = [:]

    // MARK: Message shapes

    static func time(_ plugin: String, ms: Int = 100) -> String {
        "plugin \(plugin) exceeded its time limit (time limit exceeded (\(ms) ms)); does it loop forever?"
    }

    static func memory(_ plugin: String, bytes: Int = 4_194_304) -> String {
        "plugin \(plugin) exceeded its memory limit (memory limit exceeded (\(bytes) bytes))"
    }

    /// `Plugins/p.lua:line: p: section hook, section {s}: message`.
    static func hook(_ plugin: String, _ line: Int?, _ message: String) -> String {
        "Plugins/\(plugin).lua\(line.map { ":\($0)" } ?? ""): \(plugin): section hook, section {s}: \(message)"
    }

    static func layoutHook(_ plugin: String, _ line: Int?, _ message: String) -> String {
        "Plugins/\(plugin).lua\(line.map { ":\($0)" } ?? ""): \(plugin): layout hook: \(message)"
    }

    static func load(_ plugin: String, _ line: Int?, _ message: String) -> String {
        "Plugins/\(plugin).lua\(line.map { ":\($0)" } ?? ""): \(plugin): cannot load: \(message)"
    }

    static let fast = AdversarialCase.fast
    static let smallMemory = "limits { memory = 4194304 }"

    /// A loop stopped by the 100 ms time limit in every section, at `line`.
    static func stopped(_ name: String, at line: Int, repl: Bool = false) -> AdversarialCase {
        .eachSection(name, limits: fast, hook(name, line, time(name)), repl: repl)
    }

    /// A bomb stopped by the 4 MiB memory cap in every section, at `line`.
    static func capped(_ name: String, at line: Int?, repl: Bool = false) -> AdversarialCase {
        .eachSection(name, limits: smallMemory, hook(name, line, memory(name)), repl: repl)
    }

    /// A plugin whose file fails to load at `line`: nothing of it runs, the witnesses do.
    static func refusedAtLoad(_ name: String, at line: Int?, _ message: String, repl: Bool = false) -> AdversarialCase {
        .plugin(name, errors: [load(name, line, message)], repl: repl)
    }

    /// One field of `out:add`/`out:kind`/`out:set`/`out:style` given a hostile number
    /// (the `numbers` fixture; `line` is that field's line in it).
    static func number(
        _ name: String, field: String, value: String, line: Int, _ message: String?, decorations: [String: Int] = [:]
    ) -> AdversarialCase {
        AdversarialCase.plugin(
            "numbers", options: "{ field = \"\(field)\", value = \"\(value)\" }",
            errors: message.map { AdversarialCase.sections(hook("numbers", line, $0)) } ?? [], decorations: decorations
        ).named(name)
    }

    static func layoutNumber(_ name: String, field: String, value: String, line: Int?, _ message: String) -> AdversarialCase {
        AdversarialCase.plugin(
            "numbers_layout", options: "{ field = \"\(field)\", value = \"\(value)\" }",
            errors: [layoutHook("numbers_layout", line, message)]
        ).named(name)
    }

    static let notFinite = "decoration frame is not finite"
    static let notInteger = "number has no integer representation"

    // MARK: The cases

    static let endlessLoops: [AdversarialCase] = [
        stopped("loop_section", at: 3, repl: true),
        .plugin("loop_layout", limits: fast, errors: [layoutHook("loop_layout", 3, time("loop_layout"))], repl: true),
        // The layout hooks of issue 10: a placement loop leaves its sections to the flow
        // layout, a follow loop moves nothing, a reservation loop reserves nothing.
        .eachSection(
            "loop_place", limits: fast,
            "Plugins/loop_place.lua:3: loop_place: placement hook, section {s}: \(time("loop_place")); the flow layout places section {s} instead",
            repl: true),
        .eachSection("loop_follow", limits: fast, "Plugins/loop_follow.lua:3: loop_follow: follow hook, section {s}: \(time("loop_follow"))", repl: true),
        .eachSection("loop_reserve", limits: fast, "Plugins/loop_reserve.lua:3: loop_reserve: reserve hook, section {s}: \(time("loop_reserve"))", repl: true),
        .plugin("loop_load", limits: fast, errors: ["Plugins/loop_load.lua:2: loop_load: cannot load: " + time("loop_load")], repl: true),
        .plugin("loop_reach", limits: fast, errors: ["Plugins/loop_reach.lua:3: loop_reach: bad options: " + time("loop_reach")]),
        stopped("loop_matches", at: 3),
        stopped("loop_style_selector", at: 3),
        stopped("loop_pcall_swallow", at: 3, repl: true),
        stopped("loop_pcall_once", at: 4),
        AdversarialCase.eachSection(
            "loop_pcall_once", limits: "limits { instructions = 2000000000, time = 0.1 }", hook("loop_pcall_once", 4, time("loop_pcall_once"))
        ).named("loop_budget_and_time"),
        AdversarialCase.eachSection(
            "loop_section", limits: "limits { instructions = 100000 }",
            hook("loop_section", 3, "plugin loop_section exceeded its instruction budget (instruction budget exceeded (100000 instructions)); does it loop forever?")
        ).named("loop_instruction_budget"),
        stopped("loop_error_swallow", at: 3),
        stopped("loop_index", at: 3),
        stopped("loop_newindex", at: 3),
        stopped("loop_call", at: 3),
        stopped("loop_eq", at: 3),
        stopped("loop_lt", at: 3),
        stopped("loop_concat", at: 3),
        stopped("loop_len", at: 3),
        stopped("loop_close", at: 3),
        stopped("loop_tostring_error", at: 3),
        stopped("loop_gsub_callback", at: 3),
        stopped("loop_sort_comparator", at: 3),
        // setmetatable refuses __gc: a finalizer would run with the hooks off.
        .eachSection("loop_gc", limits: fast, hook("loop_gc", 3, "__gc metamethods are not supported (a finalizer would run outside the time and instruction limits)"), repl: true),
        // The stop inside the handler is swallowed by xpcall (it returns false); the hook
        // raises it again at the next line the hook runs, as for loop_pcall_once.
        stopped("loop_xpcall_handler", at: 4),
        // Repeating "" makes "" at once (no copy loop runs), so there is nothing to stop.
        .plugin("loop_string_rep", limits: fast, errors: []),
        stopped("loop_table_move", at: 3),
        stopped("loop_pattern", at: 3),
    ]

    static let recursion: [AdversarialCase] = [
        capped("recursion_deep", at: 2, repl: true),
        capped("recursion_mutual", at: 3),
        // pick tail-calls lualayout.matches, which calls pick: no frame of line 3 stays on
        // the stack, and the error names the plugin line that started it (pick(0)).
        capped("recursion_selector", at: 4),
        .eachSection("recursion_index", hook("recursion_index", 4, "C stack overflow")),
        .eachSection("recursion_tostring", hook("recursion_tostring", 4, "C stack overflow")),
    ]

    static let memoryBombs: [AdversarialCase] = [
        capped("memory_string_doubling", at: 4, repl: true),
        capped("memory_table_growth", at: 4),
        .eachSection("memory_string_rep", limits: smallMemory, hook("memory_string_rep", 3, "resulting string too large (string.rep makes at most 1073741824 bytes)")),
        .plugin("memory_load", limits: smallMemory, errors: [load("memory_load", 3, memory("memory_load"))]),
        // The cap reached, the error swallowed by pcall, then a call into the host that
        // allocates (issue 8 item 12: out-of-memory inside a Swift host function).
        capped("memory_full_kind", at: 5),
        // The memory is still full when pcall returns: line 4 itself fails on its next
        // allocation, before out:set is reached.
        capped("memory_full_set", at: 4),
        capped("memory_full_field", at: 5),
        .eachSection(
            "million_decorations", limits: "limits { memory = 8388608, time = 10 }",
            hook("million_decorations", 4, memory("million_decorations", bytes: 8_388_608))),
    ]

    static let errorValues: [AdversarialCase] = [
        .eachSection("error_nil", hook("error_nil", 3, "(error object is a nil value)"), repl: true),
        .eachSection("error_table", hook("error_table", 3, "(error object is a table value)")),
        .eachSection("error_self_raising", hook("error_self_raising", 3, "again")),
        .eachSection("error_tostring_number", hook("error_tostring_number", 3, "(error object is a table value)")),
        .eachSection("error_level_zero", hook("error_level_zero", 3, "no position")),
        .eachSection("error_huge_message", hook("error_huge_message", 3, String(repeating: "x", count: 100_000))),
        .plugin(
            "error_in_section_two", errors: ["Plugins/error_in_section_two.lua:4: error_in_section_two: section hook, section 2: no section two"],
            decorations: ["mark": 3], repl: true),
    ]

    static let numbers: [AdversarialCase] = [
        number("numbers_handle_nan", field: "handle", value: "nan", line: 6, "unknown decoration handle -nan (get one from out:kind)"),
        number("numbers_handle_huge", field: "handle", value: "huge", line: 6, "unknown decoration handle 1e+300 (get one from out:kind)"),
        number("numbers_x_nan", field: "x", value: "nan", line: 7, notFinite + ": (-nan, {top}, 1, 1)"),
        number("numbers_x_inf", field: "x", value: "inf", line: 7, notFinite + ": (inf, {top}, 1, 1)"),
        number("numbers_x_huge", field: "x", value: "huge", line: 7, nil, decorations: ["n": 4]),
        number("numbers_y_negative_inf", field: "y", value: "ninf", line: 8, notFinite + ": (0, -inf, 1, 1)"),
        number("numbers_width_negative", field: "width", value: "neg", line: 9, "decoration has a negative size: (0, {top}, -1, 1)"),
        number("numbers_width_fraction", field: "width", value: "frac", line: 9, nil, decorations: ["n": 4]),
        // Finite, so kept: where a decoration lands is measured, not declared (issue 35).
        number("numbers_height_huge", field: "height", value: "huge", line: 10, nil, decorations: ["n": 4]),
        number("numbers_item_fraction", field: "item", value: "frac", line: 11, "item must be an integer from 0 to 9007199254740991, got 0.5"),
        number("numbers_item_negative", field: "item", value: "neg", line: 11, "item must be an integer from 0 to 9007199254740991, got -1"),
        number("numbers_item_nan", field: "item", value: "nan", line: 11, "item must be an integer from 0 to 9007199254740991, got -nan"),
        number("numbers_item_huge", field: "item", value: "huge", line: 11, "item must be an integer from 0 to 9007199254740991, got 1e+300"),
        number("numbers_item_maxint", field: "item", value: "maxint", line: 11, "item must be an integer from 0 to 9007199254740991, got 9223372036854775807"),
        number("numbers_zindex_huge", field: "zIndex", value: "huge", line: 12, "zIndex must be an integer, got number"),
        number("numbers_zindex_fraction", field: "zIndex", value: "frac", line: 12, "zIndex must be an integer, got number"),
        number("numbers_zindex_nan", field: "zIndex", value: "nan", line: 12, "zIndex must be an integer, got number"),
        number("numbers_record_frame_nan", field: "record.frame", value: "nan", line: 13, notFinite + ": (0.0, {top}, -nan, 1.0)"),
        number("numbers_record_zindex_huge", field: "record.zIndex", value: "huge", line: 14, "zIndex must be an integer, got number"),
        number("numbers_record_item_fraction", field: "record.item", value: "frac", line: 15, "item must be an integer from 0 to 9007199254740991, got 0.5"),
        number("numbers_record_item_huge", field: "record.item", value: "huge", line: 15, "item must be an integer from 0 to 9007199254740991, got 1e+300"),
        number("numbers_set_item_huge", field: "set.item", value: "huge", line: 16, "bad argument #3 to 'set' (\(notInteger))"),
        number("numbers_set_item_fraction", field: "set.item", value: "frac", line: 16, "bad argument #3 to 'set' (\(notInteger))"),
        number("numbers_set_item_negative", field: "set.item", value: "neg", line: 16, "bad argument #3 to 'set' (item must be an integer from 0 to 9007199254740991, got -1)"),
        number("numbers_set_attribute_nan", field: "set.attribute", value: "nan", line: 17, "attribute 'opacity' must be a finite number (got -nan)"),
        number("numbers_set_attribute_inf", field: "set.attribute", value: "inf", line: 17, "attribute 'opacity' must be a finite number (got inf)"),
        number("numbers_style_list_huge", field: "style.list", value: "huge", line: 18, "bad argument #3 to 'style' (a selector list holds integer indices)"),
        number("numbers_style_list_nan", field: "style.list", value: "nan", line: 18, "bad argument #3 to 'style' (a selector list holds integer indices)"),
        number("numbers_style_attribute_inf", field: "style.attribute", value: "inf", line: 19, "attribute 'radius' must be a finite number (got inf)"),
        number("numbers_matches_count_huge", field: "matches.count", value: "huge", line: 20, "bad argument #3 to 'matches' (\(notInteger))"),
        number("numbers_matches_index_nan", field: "matches.index", value: "nan", line: 21, "bad argument #2 to 'matches' (\(notInteger))"),
        number("numbers_line_fraction", field: "line", value: "frac", line: 22, "line 0.5 out of range 1...{lines}"),
        number("numbers_item_geometry_maxint", field: "item.geometry", value: "maxint", line: 23, "item 9223372036854775807 out of range 0...{last}"),
        layoutNumber("numbers_layout_section_nan", field: "add.section", value: "nan", line: 5, "section must be an integer from 0 to 9007199254740991, got -nan"),
        layoutNumber("numbers_layout_section_fraction", field: "add.section", value: "frac", line: 5, "section must be an integer from 0 to 9007199254740991, got 0.5"),
        layoutNumber("numbers_layout_section_huge", field: "add.section", value: "huge", line: 5, "section must be an integer from 0 to 9007199254740991, got 1e+300"),
        layoutNumber("numbers_layout_section_missing", field: "add.section", value: "far", line: 5, "no section 99 in this layout"),
        layoutNumber("numbers_layout_set_section_huge", field: "set.section", value: "huge", line: 6, "bad argument #5 to 'set' (\(notInteger))"),
        layoutNumber("numbers_layout_set_section_negative", field: "set.section", value: "neg", line: 6, "no section -1 in this layout"),
        layoutNumber("numbers_layout_geometry_section_huge", field: "section", value: "huge", line: 7, "bad argument #1 to 'field' (\(notInteger))"),
        .plugin("numbers_reach", errors: [load("numbers_reach", 2, "reach must be a finite number ≥ 0")]),
        .plugin("numbers_reach_negative", errors: [load("numbers_reach_negative", 2, "reach must be a finite number ≥ 0")]),
        .plugin("numbers_reach_function", errors: ["Plugins/numbers_reach_function.lua: numbers_reach_function: bad options: M.reach(opts) must return a finite number ≥ 0"]),
        // Items above 2^53 - 1 are refused (a double could not keep them exact), not rounded.
        .eachSection("items_beyond_2_53", hook("items_beyond_2_53", 4, "item must be an integer from 0 to 9007199254740991, got 9007199254740992")),
        .plugin("selector_overflow_plus", errors: [], decorations: ["exact": 4]),
        .plugin("selector_overflow_minus", errors: [], decorations: ["exact": 4]),
        // A negative count is refused before any arithmetic (it used to overflow).
        .eachSection("selector_overflow_range", hook("selector_overflow_range", 4, "lualayout.matches: count must be ≥ 0, got -9223372036854775808")),
        .eachSection("selector_overflow_last", hook("selector_overflow_last", 4, "lualayout.matches: count must be ≥ 0, got -9223372036854775808")),
        .plugin(
            "selector_overflow_formula",
            errors: ["Plugins/selector_overflow_formula.lua: selector_overflow_formula: warning: attribute 'mark' (out:style(\"decoration\")) is drawn by no picture; the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it"],
            decorations: ["k": 4]),
    ]

    static let kindsAndAttributes: [AdversarialCase] = [
        .eachSection("kind_empty", hook("kind_empty", 3, "bad argument #2 to 'kind' (a decoration kind cannot be empty)")),
        .plugin("kind_huge", errors: [], decorations: [String(repeating: "k", count: 100_000): 4]),
        .plugin("kind_nul", errors: [], decorations: ["a\u{0}b": 4]),
        .eachSection("kind_not_string", hook("kind_not_string", 3, "bad argument #2 to 'kind' (string expected, got table)")),
        .eachSection(
            "target_unknown",
            hook("target_unknown", 3, "bad argument #2 to 'set' (target must be \"cell\", \"header\", \"footer\", \"decoration:<kind>\" or \"supplementary:<kind>\", got \"cel\")")),
        .eachSection("attrs_cyclic", hook("attrs_cyclic", 5, "table contains itself (cycle)"), repl: true),
        // Building a 100,000-deep table takes ~25 ms alone, and past 250 ms (the default time
        // limit) on a loaded machine: the case is about the depth, so time is no limit here.
        .eachSection("attrs_deep", limits: "limits { time = 10 }", hook("attrs_deep", 5, "tables nested deeper than 32 levels")),
        // Issue 38, item 9: 5,000 attributes no picture draws, warned about in four lines.
        .plugin("attrs_enormous", limits: "limits { time = 10 }", errors: [
            "Plugins/attrs_enormous.lua: attrs_enormous: warning: attribute 'k1' (out:set) is drawn by no picture; the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it",
            "Plugins/attrs_enormous.lua: attrs_enormous: warning: attribute 'k10' (out:set) is drawn by no picture; the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it",
            "Plugins/attrs_enormous.lua: attrs_enormous: warning: attribute 'k100' (out:set) is drawn by no picture; the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it",
            "Plugins/attrs_enormous.lua: attrs_enormous: warning: 4997 more attributes are drawn by no picture ('k1000', 'k1001', 'k1002', 'k1003', 'k1004', ...); declare them in M.appAttributes if an app reads them",
        ]),
        .eachSection("attrs_function_value", hook("attrs_function_value", 3, "attribute 'onTap' cannot be a function (numbers, strings, booleans and tables of them)")),
        .eachSection("attrs_boolean_key", hook("attrs_boolean_key", 3, "attribute names must be strings, got a boolean")),
        .eachSection("attrs_cell_frame", hook("attrs_cell_frame", 3, "out:set cannot set 'frame' of a cell: plugins decorate cells, they do not move them")),
        .eachSection("attrs_cell_zindex", hook("attrs_cell_zindex", 3, "out:style cannot set 'zIndex' of a cell: plugins decorate cells, they do not move them")),
    ]

    static let misuse: [AdversarialCase] = [
        .plugin(
            "out_kept", errors: AdversarialCase.sections(hook("out_kept", 4, "unknown decoration handle 1 (get one from out:kind)"), 1...3),
            repl: true),
        .plugin("out_kept_object", errors: [], decorations: ["kept": 3]),
        .plugin(
            "out_reentrant",
            errors: ["Plugins/out_reentrant.lua: out_reentrant: warning: attribute 'mark' (out:style(\"cell\")) is drawn by no picture; the pictures draw alpha, borderColor, borderWidth, color, cornerRadius, isHidden, shadow, transform; declare it in M.appAttributes if an app reads it"],
            decorations: ["re": 20]),
        .eachSection("opts_written", hook("opts_written", 3, "options are read-only (cannot set opts.extra)")),
        .eachSection("geometry_written", hook("geometry_written", 3, "section geometry is read-only (cannot set s.index)")),
        // The hook has returned when this is found: the error points at its definition.
        .eachSection("hook_returns", hook("hook_returns", 2, "M.section returned 3 values (1); hooks return nothing: they write to out")),
        // A warning, not a failure: printed as the layout's warnings are, exit status 0.
        .plugin(
            "not_a_hook",
            errors: [
                "Plugins/not_a_hook.lua: not_a_hook: warning: M.getItemOffsets is a function but not a hook, so the host never calls it (the nearest hook is M.section); make it local if it is a helper"
            ], repl: true),
        // A decoration 1,000 points above its section, no reach declared: kept (issue 35).
        .plugin("reach_drops_all", errors: [], decorations: ["r": 8]),
    ]

    static let sandboxEscapes: [AdversarialCase] = [
        refusedAtLoad("escape_io", at: 2, "attempt to index a nil value (global 'io')", repl: true),
        refusedAtLoad("escape_os", at: 2, "attempt to index a nil value (global 'os')"),
        refusedAtLoad("escape_load", at: 2, "attempt to call a nil value (global 'load')"),
        refusedAtLoad("escape_loadstring", at: 2, "attempt to call a nil value (global 'loadstring')"),
        refusedAtLoad("escape_dofile", at: 2, "attempt to call a nil value (global 'dofile')"),
        refusedAtLoad("escape_loadfile", at: 2, "attempt to call a nil value (global 'loadfile')"),
        refusedAtLoad("escape_debug", at: 2, "attempt to index a nil value (global 'debug')"),
        refusedAtLoad("escape_string_dump", at: 2, "attempt to call a nil value (field 'dump')"),
        refusedAtLoad("escape_method_dump", at: 2, "attempt to call a nil value (field 'dump')"),
        refusedAtLoad("escape_package", at: 2, "attempt to index a nil value (global 'package')"),
        refusedAtLoad("escape_collectgarbage", at: 2, "attempt to call a nil value (global 'collectgarbage')"),
        refusedAtLoad("escape_coroutine", at: 2, "attempt to index a nil value (global 'coroutine')"),
        refusedAtLoad("escape_randomseed", at: 2, "attempt to call a nil value (field 'randomseed')"),
        refusedAtLoad("escape_string_metatable", at: 2, "attempt to index a boolean value"),
        refusedAtLoad(
            "escape_require_parent", at: 2,
            "bad module name '../Outside/secret' (expected names like 'a.b' made of letters, digits and '_', found only in the plugin folders)"),
        refusedAtLoad(
            "escape_require_absolute", at: 2,
            "bad module name '/etc/passwd' (expected names like 'a.b' made of letters, digits and '_', found only in the plugin folders)"),
        refusedAtLoad(
            "escape_require_nul", at: 2,
            "bad module name 'witness\\0.x' (expected names like 'a.b' made of letters, digits and '_', found only in the plugin folders)"),
        refusedAtLoad(
            "escape_require_symlink", at: 2,
            "require: Plugins/linked.lua is a link to {root}/Tests/AdversarialTests/Fixtures/Outside/secret.lua, outside the plugin folder; require loads only files inside it"),
        refusedAtLoad("escape_require_self", at: 2, "loop or previous error loading module 'escape_require_self'"),
        // Only the bad decoration is lost: the good one of the same hook stays.
        .eachSection(
            "escape_rawset_globals", hook("escape_rawset_globals", 9, notFinite + ": (0, {top}, -nan, 1)"),
            decorations: ["after_rawset": 4]),
    ]

    /// The base scene's witness decorations and cells, as a scene fixture lays them out.
    static let sceneLayout = AdversarialCase.Layout.laidOut(cells: 20, decorations: ["witness": 4])

    static let hostileScenes: [AdversarialCase] = [
        .scene("sections_billion", errors: ["Scenes/sections_billion.lua:3: sections[0].items: too many items: 1,000,000,000; a scene has at most 10,000,000 items in all"], repl: true),
        .scene("sections_2_62", errors: ["Scenes/sections_2_62.lua:3: sections[0].items: too many items: 4,611,686,018,427,387,904; a scene has at most 10,000,000 items in all"]),
        .scene("sections_negative", errors: ["Scenes/sections_negative.lua:3: sections[1].items: an item count cannot be negative (got -1)"], repl: true),
        .scene("sections_nan", errors: ["Scenes/sections_nan.lua:3: sections[0].items: number has no integer representation"]),
        .scene("sections_fraction", errors: ["Scenes/sections_fraction.lua:3: sections[0].items: number has no integer representation"]),
        .scene("sections_many", errors: [], layout: .laidOut(cells: 0, decorations: [:])),
        .scene("item_size_nan", errors: ["Scenes/item_size_nan.lua:1: flow.itemSize.width: must be a finite number (got nan)"]),
        .scene(
            "item_size_huge",
            errors: ["Scenes/item_size_huge.lua: warning: section 0, item 0: the item width 1e+300 is larger than the 375 available (the collection view's width minus the section and content insets); UIKit says the behavior of the flow layout is not defined and lays it out anyway"],
            layout: .laidOut(cells: 3, decorations: [:])),
        // Each size finite and held alone, three lines of them past the largest Double (at
        // scale 2, past half of it): the section's fault (one size past it alone is named
        // at its key: r4_item_size_past).
        .scene(
            "sizes_past_the_limit",
            errors: ["Scenes/sizes_past_the_limit.lua:2: sections[0]: the section reaches past the largest position the layout can hold (1.8e308 / 2 points): its sizes, spacings and insets add up to more"]),
        .scene("spacing_negative", errors: ["Scenes/spacing_negative.lua:1: flow.minimumLineSpacing: cannot be negative (got -5)"]),
        .scene("limits_time_nan", errors: ["Scenes/limits_time_nan.lua:4: limits.time: must be more than 0 and at most 3600 seconds (got -nan)"]),
        .scene("limits_memory_tiny", errors: ["Scenes/limits_memory_tiny.lua:4: limits.memory: must be at least 1 MiB (1048576 bytes), got 1"]),
        .scene("limits_instructions_huge", errors: ["Scenes/limits_instructions_huge.lua:4: limits.instructions: number has no integer representation"]),
        .scene("scene_loop", errors: ["Scenes/scene_loop.lua:4: the scene ran too long: instruction budget exceeded (200000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"]),
        // A custom compositional group's items function runs in the scene's state, under its budget.
        .scene(
            "scene_custom_group_loop",
            errors: ["Scenes/scene_custom_group_loop.lua:4: compositional.section.group.items: items(env) failed: Scenes/scene_custom_group_loop.lua:4: the scene ran too long: instruction budget exceeded (200000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"],
            timeout: 60),
        .scene("scene_gc_loop", errors: ["Scenes/scene_gc_loop.lua:4: " + "__gc metamethods are not supported (a finalizer would run outside the time and instruction limits)"]),
        .scene("scene_memory_bomb", errors: ["Scenes/scene_memory_bomb.lua:5: the scene used too much memory: memory limit exceeded (268435456 bytes)"]),
        .scene("scene_recursion", errors: ["Scenes/scene_recursion.lua:4: stack overflow"]),
        .scene("scene_escape_io", errors: ["Scenes/scene_escape_io.lua:4: attempt to index a nil value (global 'io')"]),
        .scene("scene_escape_os", errors: ["Scenes/scene_escape_os.lua:4: attempt to index a nil value (global 'os')"]),
        .scene("scene_escape_load", errors: ["Scenes/scene_escape_load.lua:4: attempt to call a nil value (global 'load')"]),
        .scene("scene_error_table", errors: ["Scenes/scene_error_table.lua:4: (error object is a table value)"]),
        .scene("scene_use_nul", errors: ["Scenes/scene_use_nul.lua:4: witness\\0evil: cannot load: bad plugin name 'witness\\0evil': a plugin name cannot contain a NUL byte"], layout: .laidOut(cells: 3, decorations: [:])),
        .scene(
            "scene_use_path", errors: ["Scenes/scene_use_path.lua:4: ../Outside/secret: cannot load: no plugin named '../Outside/secret'; searched Plugins, {root}/Plugins"],
            layout: .laidOut(cells: 3, decorations: [:])),
        .scene(
            "scene_selector_loop",
            errors: AdversarialCase.sections(
                "Plugins/styler.lua:4: styler: section hook, section {s}: opts.pick, a function of the scene, exceeded the hook's time limit at Scenes/scene_selector_loop.lua:5; does it loop forever?"),
            layout: sceneLayout, repl: true),
        .scene("scene_selector_error", errors: AdversarialCase.sections("opts.pick, a function of the scene, failed: Scenes/scene_selector_error.lua:5: styler: section hook, section {s}: no pick"), layout: sceneLayout),
        .scene("scene_options_cyclic", errors: ["Scenes/scene_options_cyclic.lua:7: use(\"witness\").options: table contains itself (cycle)"]),
        .scene(
            "scene_options_unknown", errors: ["Scenes/scene_options_unknown.lua:5: styler: bad options: unknown option 'pik' (did you mean 'pick'?); allowed: pick"],
            layout: sceneLayout),
        .scene("scene_duplicate_use", errors: [], layout: .laidOut(cells: 20, decorations: ["witness": 8])),
    ]

    /// The classes of hostile input, as docs/robustness.md lists them.
    static let classes: [(name: String, cases: [AdversarialCase])] = [
        ("endless loops", endlessLoops), ("recursion", recursion), ("memory bombs", memoryBombs),
        ("error values", errorValues), ("numbers", numbers), ("kinds and attribute tables", kindsAndAttributes),
        ("misused out, opts and s", misuse), ("sandbox escapes", sandboxEscapes), ("hostile scenes", hostileScenes),
        ("layout hooks through the pipeline", pipeline),
        ("host work and update sequences", hostWorkAndUpdates), ("the scene during its layout", sceneDuringLayout),
        ("placement and follow hooks", placementAndFollowHooks),
        ("lists, one layout, scene globals and held sizes", listsAndScenes),
        ("the compositional reader and visible-items hooks", compositionalAndVisibleItems),
        ("seed plugin options and returned fields", seedPluginOptions),
    ]

    static let all = classes.flatMap(\.cases)
}
