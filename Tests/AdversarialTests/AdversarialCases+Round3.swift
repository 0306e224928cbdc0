/// The third round of hostile input (issue 25): host work a scene asks for, update and diff
/// sequences up to the limits, the scene changed during its own layout, placement and follow
/// hooks under attack, and the bundled plugins on scenes that used to fail them. The
/// fixtures are `Fixtures/Scenes/r3_*.lua` and `Fixtures/Plugins/r3_*.lua`.
extension AdversarialCases {
    /// Host work charged to the scene's budget (moves in a million items, a million ids and a 10 MB id given again, `pcall` around them), update and diff sequences up to the limits, and the keys and values of updates and ids.
    static let hostWorkAndUpdates: [AdversarialCase] = [
        .scene(
            "r3_moves_million",
            errors: ["Scenes/r3_moves_million.lua:3: the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for update { }) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], timeout: 60),
        .scene(
            "r3_ids_million_again",
            errors: ["Scenes/r3_ids_million_again.lua:4: the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for sections { }) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], timeout: 90),
        .scene(
            "r3_update_pcall_million",
            errors: ["Scenes/r3_update_pcall_million.lua:2: the scene ran too long: instruction budget exceeded (200000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], timeout: 60),
        .scene(
            "r3_copy_long_id_again",
            errors: ["Scenes/r3_copy_long_id_again.lua:3: the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for sections { }) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], timeout: 60),
        .scene(
            "r3_update_cap_exact",
            errors: [], layout: .laidOut(cells: 10, decorations: [:])),
        .scene(
            "r3_update_cap_past",
            errors: ["Scenes/r3_update_cap_past.lua:3: update: too many updates: a scene makes at most 10,000 in one run"]),
        .scene(
            "r3_diff_rotations",
            errors: [], layout: .laidOut(cells: 50, decorations: [:])),
        .scene(
            "r3_diff_reversed",
            errors: [], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r3_insert_negative",
            errors: ["Scenes/r3_insert_negative.lua:2: update.insertSections[0].items: an item count cannot be negative (got -1)"]),
        .scene(
            "r3_insert_billion",
            errors: ["Scenes/r3_insert_billion.lua:2: update.insertSections[0].items: too many items: 1,000,000,000; a scene has at most 10,000,000 items in all"]),
        .scene(
            "r3_move_mininteger",
            errors: ["Scenes/r3_move_mininteger.lua:2: update: attempt to move item -9223372036854775808 from section 0, which only contains 3 items before the update"]),
        .scene(
            "r3_ids_nan",
            errors: ["Scenes/r3_ids_nan.lua:1: sections[0].ids[0]: string or integer expected, got number"]),
        .scene(
            "r3_ids_float",
            errors: ["Scenes/r3_ids_float.lua:1: sections[0].ids[0]: string or integer expected, got number"]),
        .scene(
            "r3_ids_duplicate",
            errors: ["Scenes/r3_ids_duplicate.lua:1: sections[0].ids[2]: duplicate item identifier 'x' in section 'a'"]),
        .scene(
            "r3_use_options_again",
            errors: ["Scenes/r3_use_options_again.lua:4: the scene ran too long: instruction budget exceeded (200000000 instructions, counting the host's work for use(...)) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"],
            timeout: 90),
        .scene("r3_ids_bytes_distinct", errors: [], layout: .laidOut(cells: 4, decorations: [:])),
        .scene(
            "r3_ids_bytes_duplicate",
            errors: [#"Scenes/r3_ids_bytes_duplicate.lua:1: sections[0].ids[2]: duplicate item identifier 'x\255' in section 's\255'"#]),
        .scene(
            "r3_ids_table",
            errors: ["Scenes/r3_ids_table.lua:1: sections[0].ids[0]: string or integer expected, got table"]),
        .scene(
            "r3_update_deep",
            errors: ["Scenes/r3_update_deep.lua:5: tables nested deeper than 32 levels"]),
    ]

    /// Scene functions called while a layout runs (a custom group's `items`, a selector written in the scene, a section provider), and custom groups' frames at their limits.
    static let sceneDuringLayout: [AdversarialCase] = [
        .scene(
            "r3_items_collection",
            errors: ["Scenes/r3_items_collection.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_collection.lua:2: collection { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_sections",
            errors: ["Scenes/r3_items_sections.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_sections.lua:2: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_update",
            errors: ["Scenes/r3_items_update.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_update.lua:2: update { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_use",
            errors: ["Scenes/r3_items_use.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_use.lua:2: use(...) cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_limits",
            errors: ["Scenes/r3_items_limits.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_limits.lua:2: limits { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_flow",
            errors: ["Scenes/r3_items_flow.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_flow.lua:2: flow { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_compositional",
            errors: ["Scenes/r3_items_compositional.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_items_compositional.lua:2: compositional { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_items_pcall_sections",
            errors: [], layout: .laidOut(cells: 10, decorations: [:])),
        .scene(
            "r3_selector_sections",
            errors: ["opts.pick, a function of the scene, failed: Scenes/r3_selector_sections.lua:5: styler: section hook, section 0: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_sections.lua:5: styler: section hook, section 1: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_sections.lua:5: styler: section hook, section 2: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_sections.lua:5: styler: section hook, section 3: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"], layout: .laidOut(cells: 20, decorations: ["witness": 4])),
        .scene(
            "r3_selector_collection",
            errors: ["opts.pick, a function of the scene, failed: Scenes/r3_selector_collection.lua:5: styler: section hook, section 0: collection { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_collection.lua:5: styler: section hook, section 1: collection { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_collection.lua:5: styler: section hook, section 2: collection { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_collection.lua:5: styler: section hook, section 3: collection { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"], layout: .laidOut(cells: 20, decorations: ["witness": 4])),
        .scene(
            "r3_selector_update",
            errors: ["opts.pick, a function of the scene, failed: Scenes/r3_selector_update.lua:5: styler: section hook, section 0: update { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_update.lua:5: styler: section hook, section 1: update { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_update.lua:5: styler: section hook, section 2: update { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_update.lua:5: styler: section hook, section 3: update { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"], layout: .laidOut(cells: 20, decorations: ["witness": 4])),
        .scene(
            "r3_selector_use",
            errors: ["opts.pick, a function of the scene, failed: Scenes/r3_selector_use.lua:5: styler: section hook, section 0: use(...) cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_use.lua:5: styler: section hook, section 1: use(...) cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_use.lua:5: styler: section hook, section 2: use(...) cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code",
                "opts.pick, a function of the scene, failed: Scenes/r3_selector_use.lua:5: styler: section hook, section 3: use(...) cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"], layout: .laidOut(cells: 20, decorations: ["witness": 4])),
        .scene(
            "r3_provider_sections",
            errors: ["Scenes/r3_provider_sections.lua:2: sectionProvider(0) failed: sections { } cannot be called while a layout runs (from a function the layout calls: a custom group's items, a section provider, a plugin option); build the scene in its own code"]),
        .scene(
            "r3_custom_frames_100001",
            errors: ["Scenes/r3_custom_frames_100001.lua:2: compositional.section.group.items: items(env) returned 100001 frames; a custom group gives at most 100000"], timeout: 60),
        .scene(
            "r3_custom_frames_nan",
            errors: ["Scenes/r3_custom_frames_nan.lua:2: compositional.section.group.items[0].frame.y: must be a finite number (got nan)"]),
        .scene(
            "r3_custom_frames_inf",
            errors: ["Scenes/r3_custom_frames_inf.lua:1: compositional.section.group.items[0].frame.width: must be a finite number (got inf)"]),
        .scene(
            "r3_custom_items_memory",
            errors: ["Scenes/r3_custom_items_memory.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_custom_items_memory.lua:2: the scene ran too long: instruction budget exceeded (200000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], timeout: 60),
        .scene(
            "r3_custom_items_recursion",
            errors: ["Scenes/r3_custom_items_recursion.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_custom_items_recursion.lua:2: stack overflow"]),
        .scene(
            "r3_custom_items_error_table",
            errors: ["Scenes/r3_custom_items_error_table.lua:2: compositional.section.group.items: items(env) failed: Scenes/r3_custom_items_error_table.lua:2: (error object is a table value)"]),
    ]

    /// Placement (`M.place`) and follow (`M.follow`) hooks: NaN, infinities, the integer extremes, loops, memory, recursion, writes to `box`, handles kept past their call; the bundled plugins on scenes at the pixel grid's edges.
    static let placementAndFollowHooks: [AdversarialCase] = [
        .plugin(
            "r3_place_box_sizes_write",
            errors: ["Plugins/r3_place_box_sizes_write.lua:2: r3_place_box_sizes_write: placement hook, section 0: the content box is read-only (box.sizes[1] was changed); the flow layout places section 0 instead",
                "Plugins/r3_place_box_sizes_write.lua:2: r3_place_box_sizes_write: placement hook, section 1: the content box is read-only (box.sizes[1] was changed); the flow layout places section 1 instead",
                "Plugins/r3_place_box_sizes_write.lua:2: r3_place_box_sizes_write: placement hook, section 2: the content box is read-only (box.sizes[1] was changed); the flow layout places section 2 instead",
                "Plugins/r3_place_box_sizes_write.lua:2: r3_place_box_sizes_write: placement hook, section 3: the content box is read-only (box.sizes[1] was changed); the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_nan",
            errors: ["Plugins/r3_place_nan.lua:3: r3_place_nan: placement hook, section 0: out:place: item 0: frame (nan, 0, 10, 10) is not finite; the flow layout places section 0 instead",
                "Plugins/r3_place_nan.lua:3: r3_place_nan: placement hook, section 1: out:place: item 0: frame (nan, 0, 10, 10) is not finite; the flow layout places section 1 instead",
                "Plugins/r3_place_nan.lua:3: r3_place_nan: placement hook, section 2: out:place: item 0: frame (nan, 0, 10, 10) is not finite; the flow layout places section 2 instead",
                "Plugins/r3_place_nan.lua:3: r3_place_nan: placement hook, section 3: out:place: item 0: frame (nan, 0, 10, 10) is not finite; the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_loop", limits: fast,
            errors: ["Plugins/r3_place_loop.lua:3: r3_place_loop: placement hook, section 0: plugin r3_place_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?; the flow layout places section 0 instead",
                "Plugins/r3_place_loop.lua:3: r3_place_loop: placement hook, section 1: plugin r3_place_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?; the flow layout places section 1 instead",
                "Plugins/r3_place_loop.lua:3: r3_place_loop: placement hook, section 2: plugin r3_place_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?; the flow layout places section 2 instead",
                "Plugins/r3_place_loop.lua:3: r3_place_loop: placement hook, section 3: plugin r3_place_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?; the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_memory", limits: smallMemory,
            errors: ["Plugins/r3_place_memory.lua:4: r3_place_memory: placement hook, section 0: plugin r3_place_memory exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 0 instead",
                "Plugins/r3_place_memory.lua:4: r3_place_memory: placement hook, section 1: plugin r3_place_memory exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 1 instead",
                "Plugins/r3_place_memory.lua:4: r3_place_memory: placement hook, section 2: plugin r3_place_memory exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 2 instead",
                "Plugins/r3_place_memory.lua:4: r3_place_memory: placement hook, section 3: plugin r3_place_memory exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_recursion", limits: smallMemory,
            errors: ["Plugins/r3_place_recursion.lua:2: r3_place_recursion: placement hook, section 0: plugin r3_place_recursion exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 0 instead",
                "Plugins/r3_place_recursion.lua:2: r3_place_recursion: placement hook, section 1: plugin r3_place_recursion exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 1 instead",
                "Plugins/r3_place_recursion.lua:2: r3_place_recursion: placement hook, section 2: plugin r3_place_recursion exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 2 instead",
                "Plugins/r3_place_recursion.lua:2: r3_place_recursion: placement hook, section 3: plugin r3_place_recursion exceeded its memory limit (memory limit exceeded (4194304 bytes)); the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_keep_box",
            errors: [], decorations: ["kept": 4]),
        .plugin(
            "r3_place_keep_out",
            errors: []),
        .plugin(
            "r3_place_inf_extent",
            errors: ["Plugins/r3_place_inf_extent.lua:2: r3_place_inf_extent: placement hook, section 0: the items' extent inf is not finite; the flow layout places section 0 instead",
                "Plugins/r3_place_inf_extent.lua:2: r3_place_inf_extent: placement hook, section 1: the items' extent inf is not finite; the flow layout places section 1 instead",
                "Plugins/r3_place_inf_extent.lua:2: r3_place_inf_extent: placement hook, section 2: the items' extent inf is not finite; the flow layout places section 2 instead",
                "Plugins/r3_place_inf_extent.lua:2: r3_place_inf_extent: placement hook, section 3: the items' extent inf is not finite; the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_past_count",
            errors: ["Plugins/r3_place_past_count.lua:3: r3_place_past_count: placement hook, section 0: out:place: 3 is not an item of this section (0...2); the flow layout places section 0 instead",
                "Plugins/r3_place_past_count.lua:3: r3_place_past_count: placement hook, section 1: out:place: 7 is not an item of this section (0...6); the flow layout places section 1 instead",
                "Plugins/r3_place_past_count.lua:3: r3_place_past_count: placement hook, section 2: out:place: 3 is not an item of this section (0...2); the flow layout places section 2 instead",
                "Plugins/r3_place_past_count.lua:3: r3_place_past_count: placement hook, section 3: out:place: 7 is not an item of this section (0...6); the flow layout places section 3 instead"]),
        .plugin(
            "r3_place_mininteger",
            errors: ["Plugins/r3_place_mininteger.lua:3: r3_place_mininteger: placement hook, section 0: out:place: item 0: frame (-9.223372036854776e+18, 0, 100, 100) lies outside the content box across the scroll axis (0...355); the flow layout places section 0 instead",
                "Plugins/r3_place_mininteger.lua:3: r3_place_mininteger: placement hook, section 1: out:place: item 0: frame (-9.223372036854776e+18, 0, 100, 100) lies outside the content box across the scroll axis (0...355); the flow layout places section 1 instead",
                "Plugins/r3_place_mininteger.lua:3: r3_place_mininteger: placement hook, section 2: out:place: item 0: frame (-9.223372036854776e+18, 0, 100, 100) lies outside the content box across the scroll axis (0...355); the flow layout places section 2 instead",
                "Plugins/r3_place_mininteger.lua:3: r3_place_mininteger: placement hook, section 3: out:place: item 0: frame (-9.223372036854776e+18, 0, 100, 100) lies outside the content box across the scroll axis (0...355); the flow layout places section 3 instead"]),
        .plugin(
            "r3_follow_mininteger",
            errors: ["Plugins/r3_follow_mininteger.lua:3: r3_follow_mininteger: follow hook, section 0: out:move: cell 0: zIndex -9223372036854775808 is out of range (-2147483647...2147483647)",
                "Plugins/r3_follow_mininteger.lua:3: r3_follow_mininteger: follow hook, section 1: out:move: cell 0: zIndex -9223372036854775808 is out of range (-2147483647...2147483647)",
                "Plugins/r3_follow_mininteger.lua:3: r3_follow_mininteger: follow hook, section 2: out:move: cell 0: zIndex -9223372036854775808 is out of range (-2147483647...2147483647)",
                "Plugins/r3_follow_mininteger.lua:3: r3_follow_mininteger: follow hook, section 3: out:move: cell 0: zIndex -9223372036854775808 is out of range (-2147483647...2147483647)"]),
        .plugin(
            "r3_follow_loop", limits: fast,
            errors: ["Plugins/r3_follow_loop.lua:3: r3_follow_loop: follow hook, section 0: plugin r3_follow_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?",
                "Plugins/r3_follow_loop.lua:3: r3_follow_loop: follow hook, section 1: plugin r3_follow_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?",
                "Plugins/r3_follow_loop.lua:3: r3_follow_loop: follow hook, section 2: plugin r3_follow_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?",
                "Plugins/r3_follow_loop.lua:3: r3_follow_loop: follow hook, section 3: plugin r3_follow_loop exceeded its time limit (time limit exceeded (100 ms)); does it loop forever?"]),
        .plugin(
            "r3_follow_memory", limits: smallMemory,
            errors: ["Plugins/r3_follow_memory.lua:4: r3_follow_memory: follow hook, section 0: plugin r3_follow_memory exceeded its memory limit (memory limit exceeded (4194304 bytes))",
                "Plugins/r3_follow_memory.lua:4: r3_follow_memory: follow hook, section 1: plugin r3_follow_memory exceeded its memory limit (memory limit exceeded (4194304 bytes))",
                "Plugins/r3_follow_memory.lua:4: r3_follow_memory: follow hook, section 2: plugin r3_follow_memory exceeded its memory limit (memory limit exceeded (4194304 bytes))",
                "Plugins/r3_follow_memory.lua:4: r3_follow_memory: follow hook, section 3: plugin r3_follow_memory exceeded its memory limit (memory limit exceeded (4194304 bytes))"]),
        .plugin(
            "r3_follow_nan",
            errors: ["Plugins/r3_follow_nan.lua:3: r3_follow_nan: follow hook, section 0: out:move: cell 0: frame (nan, 0, 10, 10) is not finite",
                "Plugins/r3_follow_nan.lua:3: r3_follow_nan: follow hook, section 1: out:move: cell 0: frame (nan, 120, 10, 10) is not finite",
                "Plugins/r3_follow_nan.lua:3: r3_follow_nan: follow hook, section 2: out:move: cell 0: frame (nan, 460, 10, 10) is not finite",
                "Plugins/r3_follow_nan.lua:3: r3_follow_nan: follow hook, section 3: out:move: cell 0: frame (nan, 580, 10, 10) is not finite"]),
        .plugin(
            "r3_follow_keep_view",
            errors: [], decorations: ["kept": 4]),
        .scene(
            "r3_stretchy_off_grid",
            errors: [], layout: .laidOut(cells: 3, decorations: [:])),
        .scene(
            "r3_background_rounding",
            errors: [], layout: .laidOut(cells: 7, decorations: ["sectionBackground": 2])),
        .scene(
            "r3_waterfall_zero",
            errors: [], layout: .laidOut(cells: 4, decorations: [:])),
    ]
}
