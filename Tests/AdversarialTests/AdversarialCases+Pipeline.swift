/// Hostile layout hooks that the pipeline used to let through (issue 25, cases 6-7, 10-11
/// and 23): values the host could not read dropped without a word, a second run trusted
/// over the first, and a refused arrangement named by no plugin. Each is an error at the
/// plugin's line now, and `dump` exits with status 1.
extension AdversarialCases {
    static let pipeline: [AdversarialCase] = [
        // Cases 6-7: a move whose attributes cannot be read loses itself, at its line, not
        // every move of the hook in silence.
        .eachSection(
            "pipeline_follow_cyclic",
            "Plugins/pipeline_follow_cyclic.lua:6: pipeline_follow_cyclic: follow hook, section {s}: out:move: cell 0: its attributes cannot be read: table contains itself (cycle)"),
        .eachSection(
            "pipeline_follow_deep",
            "Plugins/pipeline_follow_deep.lua:6: pipeline_follow_deep: follow hook, section {s}: out:move: cell 0: its attributes cannot be read: tables nested deeper than 32 levels"),
        .eachSection(
            "pipeline_reserve_cyclic",
            "Plugins/pipeline_reserve_cyclic.lua:3: pipeline_reserve_cyclic: reserve hook, section {s}: M.reserve returned a value the host cannot read: table contains itself (cycle)"),
        // Cases 10-11: the first output is the one judged; the rerun that finds the line
        // does not make it again, so the hook is not pure, and a placement falls back to
        // the flow layout rather than using the second output.
        .eachSection(
            "pipeline_follow_impure",
            "Plugins/pipeline_follow_impure.lua:4: pipeline_follow_impure: follow hook, section {s}: out:move: cell 0: frame (0, nan, 10, 10) is not finite; run again to find its line, the hook did not move the same: a hook must give the same output for the same view and section (hooks are pure)"),
        .eachSection(
            "pipeline_place_impure",
            "Plugins/pipeline_place_impure.lua:8: pipeline_place_impure: placement hook, section {s}: out:place: item 0: frame (nan, 0, 100, 100) is not finite; run again, the hook did not make it again: a hook must give the same output for the same section (hooks are pure); the flow layout places section {s} instead"),
        .eachSection(
            "pipeline_section_impure",
            "Plugins/pipeline_section_impure.lua:7: pipeline_section_impure: section hook, section {s}: bad decoration frame (-nan, {top}, 10.0, 10.0); run again, the hook did not make it again: a hook must give the same output for the same section (hooks are pure)"),
        .plugin(
            "pipeline_layout_impure",
            errors: ["Plugins/pipeline_layout_impure.lua:4: pipeline_layout_impure: layout hook: duplicate decoration mark [0, 0]: every (kind, section, item) must be unique; run again to find its line, the hook did not make it again: a hook must give the same output for the same section (hooks are pure)"]),
        // Case 23: an arrangement refused where its section starts names the plugin, the
        // use and the section, and fails the command.
        .scene(
            "pipeline_extent_limit",
            errors: (8...23).map { s in
                "Plugins/pipeline_extent.lua:4: pipeline_extent: placement hook, section \(s): use(\"pipeline_extent\") at Scenes/pipeline_extent_limit.lua:5: the arrangement was refused (where the section starts, its frames would reach past the largest position the layout can hold); the flow layout places section \(s) instead"
            },
            layout: .laidOut(cells: 24, decorations: [:])),
    ]
}
