/// The fourth round of hostile input (issue 38): lists, the compositional reader, the
/// visible-items hooks and the seed plugins' options, each case asserting the exact message
/// and (through its layout) the exit status. The fixtures are `Fixtures/Scenes/r4_*.lua` and
/// `Fixtures/Plugins/r4_*.lua`.
extension AdversarialCases {
    /// The list reader (C33) and its keys; one layout per scene; misspelt scene globals; sizes past what a Double holds, named at their key.
    static let listsAndScenes: [AdversarialCase] = [
        .scene(
            "r4_list_no_rowheight",
            errors: [], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),  // rows without rowHeight self-size (C38)
        .scene(
            "r4_list_rowheight_zero",
            errors: ["Scenes/r4_list_rowheight_zero.lua:2: list.rowHeight: expected a finite number above 0, got 0.0"]),
        .scene(
            "r4_list_rowheight_nan",
            errors: ["Scenes/r4_list_rowheight_nan.lua:2: list.rowHeight: expected a finite number above 0, got -nan"]),
        .scene(
            "r4_list_rowheight_inf",
            errors: ["Scenes/r4_list_rowheight_inf.lua:2: list.rowHeight: expected a finite number above 0, got inf"]),
        .scene(
            "r4_list_rowheight_string",
            errors: ["Scenes/r4_list_rowheight_string.lua:2: list.rowHeight: number expected, got string"]),
        .scene(
            "r4_list_rowheight_huge",
            errors: ["Scenes/r4_list_rowheight_huge.lua:2: list.rowHeight: the height, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_list_appearance_misspelt",
            errors: ["Scenes/r4_list_appearance_misspelt.lua:2: list.appearance: unknown value 'insetGroupped' (did you mean 'insetGrouped'?); allowed: plain, grouped, insetGrouped, sidebar, sidebarPlain"]),
        .scene(
            "r4_list_appearance_number",
            errors: ["Scenes/r4_list_appearance_number.lua:2: list.appearance: string expected, got number"]),
        .scene(
            "r4_list_unknown_key",
            errors: ["Scenes/r4_list_unknown_key.lua:2: list.rowHieght: unknown key 'rowHieght' (did you mean 'rowHeight'?); allowed: appearance, headerMode, footerMode, rowHeight, headerHeight, footerHeight, headerTopPadding, sizing"]),
        .scene(
            "r4_list_layout_margins",
            errors: ["Scenes/r4_list_layout_margins.lua:2: list.layoutMargins: unknown key 'layoutMargins'; allowed: appearance, headerMode, footerMode, rowHeight, headerHeight, footerHeight, headerTopPadding, sizing"]),
        .scene(
            "r4_list_headermode_misspelt",
            errors: ["Scenes/r4_list_headermode_misspelt.lua:2: list.headerMode: unknown value 'suplementary' (did you mean 'supplementary'?); allowed: none, supplementary, firstItemInSection"]),
        .scene(
            "r4_list_headermode_no_height",
            errors: [], layout: .laidOut(cells: 7, decorations: [:])),  // a header without headerHeight self-sizes (C38)
        .scene(
            "r4_list_footer_first_item",
            errors: ["Scenes/r4_list_footer_first_item.lua:2: list.footerMode: unknown value 'firstItemInSection'; allowed: none, supplementary"]),
        .scene(
            "r4_list_header_first_item",
            errors: [], layout: .laidOut(cells: 7, decorations: [:])),  // the first row is the header (C49)
        .scene(
            "r4_list_header_negative",
            errors: ["Scenes/r4_list_header_negative.lua:2: list.headerHeight: expected a finite number of at least 0, got -1.0"]),
        .scene(
            "r4_list_top_padding_nan",
            errors: ["Scenes/r4_list_top_padding_nan.lua:2: list.headerTopPadding: expected a finite number of at least 0, got -nan"]),
        .scene(
            "r4_list_positional",
            errors: ["Scenes/r4_list_positional.lua:2: list: expected named keys (appearance, headerMode, footerMode, rowHeight, headerHeight, footerHeight, headerTopPadding, sizing), got a list"]),
        .scene(
            "r4_list_not_a_table",
            errors: ["Scenes/r4_list_not_a_table.lua:2: list: table expected, got string"]),
        .scene(
            "r4_list_sections_negative",
            errors: ["Scenes/r4_list_sections_negative.lua:3: sections[0].items: an item count cannot be negative (got -1)"]),
        .scene(
            "r4_list_item_size_key",
            errors: ["Scenes/r4_list_item_size_key.lua:3: sections[1].itemSize: 'itemSize' is a flow-layout key; in a compositional scene a section entry is an item count (4) or { items = 4 }, and the section's layout goes in compositional { section = ... / sections = ... / sectionProvider = ... }"]),
        .scene(
            "r4_list_resize",
            errors: ["Scenes/r4_list_resize.lua:4: update.resizeItems[0]: the list's rows are rowHeight tall, so they do not size themselves; leave rowHeight out to make them self-sizing (C38)"]),
        .scene(
            "r4_list_insert_delete",
            errors: ["Scenes/r4_list_insert_delete.lua:4: update.insertSections[0]: table expected, got number"]),
        .scene(
            "r4_list_sections_billion",
            errors: ["Scenes/r4_list_sections_billion.lua:3: sections[0].items: too many items: 1,000,000,000; a scene has at most 10,000,000 items in all"]),
        .scene(
            "r4_flow_after_compositional",
            errors: ["Scenes/r4_flow_after_compositional.lua:6: flow: the scene already declares its layout with compositional { } at line 2; a scene has one layout (remove one of the two)"]),
        .scene(
            "r4_flow_after_list",
            errors: ["Scenes/r4_flow_after_list.lua:4: flow: the scene already declares its layout with list { } at line 2; a scene has one layout (remove one of the two)"]),
        .scene(
            "r4_list_after_flow",
            errors: ["Scenes/r4_list_after_flow.lua:4: list: the scene already declares its layout with flow { } at line 2; a scene has one layout (remove one of the two)"]),
        .scene(
            "r4_list_twice",
            errors: ["Scenes/r4_list_twice.lua:3: list: the scene already declares its layout with list { } at line 2; a scene has one layout (remove one of the two)"]),
        .scene(
            "r4_compositional_after_list",
            errors: ["Scenes/r4_compositional_after_list.lua:3: compositional: the scene already declares its layout with list { } at line 2; a scene has one layout (remove one of the two)"]),
        .scene(
            "r4_flow_twice_merges",
            errors: [], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_second_layout_in_pcall",
            errors: [], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_global_sectoins",
            errors: ["Scenes/r4_global_sectoins.lua:3: attempt to call a nil value (global 'sectoins') (did you mean 'sections'?)"]),
        .scene(
            "r4_global_colection",
            errors: ["Scenes/r4_global_colection.lua:1: attempt to call a nil value (global 'colection') (did you mean 'collection'?)"]),
        .scene(
            "r4_global_fractional_hieght",
            errors: ["Scenes/r4_global_fractional_hieght.lua:3: attempt to call a nil value (global 'fractionalHieght') (did you mean 'fractionalHeight'?)"]),
        .scene(
            "r4_global_fractional_widht",
            errors: ["Scenes/r4_global_fractional_widht.lua:3: attempt to call a nil value (global 'fractionalWidht') (did you mean 'fractionalWidth'?)"]),
        .scene(
            "r4_global_absolut",
            errors: ["Scenes/r4_global_absolut.lua:3: attempt to call a nil value (global 'absolut') (did you mean 'absolute'?)"]),
        .scene(
            "r4_global_lst",
            errors: ["Scenes/r4_global_lst.lua:2: attempt to call a nil value (global 'lst') (did you mean 'list'?)"]),
        .scene(
            "r4_global_uses",
            errors: ["Scenes/r4_global_uses.lua:4: attempt to call a nil value (global 'uses') (did you mean 'use'?)"]),
        .scene(
            "r4_global_far",
            errors: ["Scenes/r4_global_far.lua:4: attempt to call a nil value (global 'zzzz_not_a_function')"]),
        .scene(
            "r4_resize_past_the_limit",
            errors: ["Scenes/r4_resize_past_the_limit.lua:4: update.resizeItems[0].size: the height, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_estimated_past_the_limit",
            errors: ["Scenes/r4_estimated_past_the_limit.lua:2: flow.estimatedItemSize: the width, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_item_size_past",
            errors: ["Scenes/r4_item_size_past.lua:1: flow.itemSize: the height, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_item_sizes_past",
            errors: ["Scenes/r4_item_sizes_past.lua:3: sections[1].itemSizes[1]: the width, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_section_item_size_past",
            errors: ["Scenes/r4_section_item_size_past.lua:2: sections[0].itemSize: the height, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_header_size_past",
            errors: ["Scenes/r4_header_size_past.lua:1: flow.headerReferenceSize: the height, 1e+308 points, reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"]),
        .scene(
            "r4_held_at_scale_one",
            errors: [], layout: .laidOut(cells: 1, decorations: [:])),
    ]

    /// The compositional reader's keys and values, the view's orthogonal offsets and direction, and the visible-items hooks: a scene's handler and a plugin's M.visibleItems, each named as such.
    static let compositionalAndVisibleItems: [AdversarialCase] = [
        .scene(
            "r4_group_no_axis",
            errors: [#"Scenes/r4_group_no_axis.lua:3: compositional.section.group.axis: missing: a group needs axis = "horizontal" (a row) or "vertical" (a column)"#]),
        .scene(
            "r4_group_axis_misspelt",
            errors: ["Scenes/r4_group_axis_misspelt.lua:3: compositional.section.group.axis: unknown value 'horizonal' (did you mean 'horizontal'?); allowed: horizontal, vertical"]),
        .scene(
            "r4_group_no_size",
            errors: ["Scenes/r4_group_no_size.lua:3: compositional.section.group.size: missing: a group needs size = { width, height }, e.g. { fractionalWidth(1), absolute(44) }"]),
        .scene(
            "r4_fraction_nan",
            errors: ["Scenes/r4_fraction_nan.lua:3: compositional.section.group.subitems[0].size.width: must be a finite number (got nan)"]),
        .scene(
            "r4_absolute_negative",
            errors: ["Scenes/r4_absolute_negative.lua:3: compositional.section.group.size.height: cannot be negative (got -1)"]),
        .scene(
            "r4_estimated_inf",
            errors: ["Scenes/r4_estimated_inf.lua:3: compositional.section.group.size.height: must be a finite number (got inf)"]),
        .scene(
            "r4_count_zero",
            errors: ["Scenes/r4_count_zero.lua:3: compositional.section.group.count: count must be at least 1 (got 0)"]),
        .scene(
            "r4_count_fraction",
            errors: ["Scenes/r4_count_fraction.lua:3: compositional.section.group.count: number has no integer representation"]),
        .scene(
            "r4_subitems_empty",
            errors: ["Scenes/r4_subitems_empty.lua:3: compositional.section.group.subitems: a group needs at least one subitem"]),
        .scene(
            "r4_spacing_nan",
            errors: ["Scenes/r4_spacing_nan.lua:3: compositional.section.group.interItemSpacing: must be a finite number (got nan)"]),
        .scene(
            "r4_content_insets_nan",
            errors: ["Scenes/r4_content_insets_nan.lua:3: compositional.section.contentInsets.top: must be a finite number (got nan)"]),
        .scene(
            "r4_orthogonal_misspelt",
            errors: ["Scenes/r4_orthogonal_misspelt.lua:3: compositional.section.orthogonalScrollingBehavior: unknown value 'continous' (did you mean 'continuous'?); allowed: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"]),
        .scene(
            "r4_boundary_alignment_misspelt",
            errors: ["Scenes/r4_boundary_alignment_misspelt.lua:3: compositional.section.boundarySupplementaryItems[0].alignment: unknown value 'tpo' (did you mean 'top'?); allowed: top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing"]),
        .scene(
            "r4_decoration_no_background",
            errors: [#"Scenes/r4_decoration_no_background.lua:3: compositional.section.decorationItems[0].background: missing: a decoration item is a background with its element kind (background = "roundedBackground")"#]),
        .scene(
            "r4_decoration_zindex_fraction",
            errors: ["Scenes/r4_decoration_zindex_fraction.lua:3: compositional.section.decorationItems[0].zIndex: number has no integer representation"]),
        .scene(
            "r4_inter_section_nan",
            errors: ["Scenes/r4_inter_section_nan.lua:2: compositional.interSectionSpacing: must be a finite number (got nan)"]),
        .scene(
            "r4_scroll_direction_misspelt",
            errors: ["Scenes/r4_scroll_direction_misspelt.lua:2: compositional.scrollDirection: unknown value 'vertcal' (did you mean 'vertical'?); allowed: vertical, horizontal"]),
        .scene(
            "r4_section_unknown_key",
            errors: ["Scenes/r4_section_unknown_key.lua:3: compositional.section.interGroupSpaceing: unknown key 'interGroupSpaceing' (did you mean 'interGroupSpacing'?); allowed: group, contentInsets, interGroupSpacing, supplementariesFollowContentInsets, boundarySupplementaryItems, decorationItems, orthogonalScrollingBehavior, visibleItemsInvalidationHandler, contentInsetsReference, supplementaryContentInsetsReference, list"]),
        .scene(
            "r4_layout_unknown_key",
            errors: ["Scenes/r4_layout_unknown_key.lua:2: compositional.sectoin: unknown key 'sectoin' (did you mean 'section'?); allowed: scrollDirection, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference, section, sections, sectionProvider, sizing"]),
        .scene(
            "r4_orthogonal_offsets_negative_key",
            errors: ["Scenes/r4_orthogonal_offsets_negative_key.lua:1: collection.orthogonalOffsets: keys must be 0-based section numbers, got -1"]),
        .scene(
            "r4_orthogonal_offsets_nan",
            errors: ["Scenes/r4_orthogonal_offsets_nan.lua:1: collection.orthogonalOffsets[0]: the offset must be finite"]),
        .scene(
            "r4_layout_direction_misspelt",
            errors: ["Scenes/r4_layout_direction_misspelt.lua:1: collection.layoutDirection: unknown value 'rightToleft' (did you mean 'rightToLeft'?); allowed: leftToRight, rightToLeft"]),
        .scene(
            "r4_handler_error",
            errors: ["Scenes/r4_handler_error.lua:6: visibleItemsInvalidationHandler, section 0: no carousel"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_frame",
            errors: ["Scenes/r4_handler_frame.lua:6: visibleItemsInvalidationHandler, section 0: cell 0: 'frame' is read-only; a handler may set alpha, zIndex, isHidden, center and transform"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_alpha_nan",
            errors: ["Scenes/r4_handler_alpha_nan.lua:6: visibleItemsInvalidationHandler, section 0: cell 0: alpha must be a finite number, got -nan"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_zindex_fraction",
            errors: ["Scenes/r4_handler_zindex_fraction.lua:6: visibleItemsInvalidationHandler, section 0: cell 0: zIndex must be an integer, got 0.5"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_transform_short",
            errors: ["Scenes/r4_handler_transform_short.lua:6: visibleItemsInvalidationHandler, section 0: cell 0: transform must be { a, b, c, d, tx, ty } (6 finite numbers)"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_center_far",
            // Reach is measured (issue 35): a centre far from its section is kept where it lands.
            errors: [], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_unknown_field",
            errors: ["Scenes/r4_handler_unknown_field.lua:6: visibleItemsInvalidationHandler, section 0: cell 0: an item has no field 'opacity'; a handler may set alpha, zIndex, isHidden, center and transform"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_handler_loop",
            errors: ["Scenes/r4_handler_loop.lua:7: visibleItemsInvalidationHandler, section 0: the scene ran too long: instruction budget exceeded (200000000 instructions) (does it loop forever? If it only has much to do, LUALAYOUT_SCENE_INSTRUCTIONS=400000000 raises the budget)"], layout: .laidOut(cells: 5, decorations: [:]), timeout: 30),
        .scene(
            "r4_handler_not_function",
            errors: ["Scenes/r4_handler_not_function.lua:3: compositional.section.visibleItemsInvalidationHandler: function expected, got number"]),
        .scene(
            "r4_vi_plugin_error",
            errors: ["Plugins/r4_vi_plugin_error.lua:4: r4_vi_plugin_error: visible-items hook, section 0: no items"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_vi_plugin_frame",
            errors: ["Plugins/r4_vi_plugin_frame.lua:4: r4_vi_plugin_frame: visible-items hook, section 0: cell 0: 'frame' is read-only; a handler may set alpha, zIndex, isHidden, center and transform"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_vi_plugin_hidden_string",
            errors: ["Plugins/r4_vi_plugin_hidden_string.lua:4: r4_vi_plugin_hidden_string: visible-items hook, section 0: cell 0: isHidden must be a boolean, got string"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_vi_plugin_center_nan",
            errors: ["Plugins/r4_vi_plugin_center_nan.lua:4: r4_vi_plugin_center_nan: visible-items hook, section 0: cell 0: center must be { x = n, y = n } with finite numbers"], layout: .laidOut(cells: 5, decorations: [:])),
    ]

    /// The seed plugins' options checked when `use` runs (NaN, infinities, ranges, enumerations with did-you-mean) and the fields list_separators' handler returns.
    static let seedPluginOptions: [AdversarialCase] = [
        .scene(
            "r4_opt_rounded_inset_nan",
            errors: ["Scenes/r4_opt_rounded_inset_nan.lua:4: rounded_background: bad options: option 'inset': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_rounded_inset_negative",
            errors: ["Scenes/r4_opt_rounded_inset_negative.lua:4: rounded_background: bad options: option 'inset': must be ≥ 0, got -15"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_rounded_radius_inf",
            errors: ["Scenes/r4_opt_rounded_radius_inf.lua:4: rounded_background: bad options: option 'cornerRadius': must be a finite number, got inf"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_rounded_edges_misspelt",
            errors: ["Scenes/r4_opt_rounded_edges_misspelt.lua:4: rounded_background: bad options: option 'insetEdges': unknown value 'acros' (did you mean 'across'?); allowed: across, leadingTrailing"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_rounded_cover_misspelt",
            errors: ["Scenes/r4_opt_rounded_cover_misspelt.lua:4: rounded_background: bad options: option 'cover': unknown value 'sections' (did you mean 'section'?); allowed: items, content, section, firstAndLast"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_sc_inset_nan",
            errors: ["Scenes/r4_opt_sc_inset_nan.lua:4: sc_section_background: bad options: option 'sectionInset': top must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_sc_inset_side",
            errors: ["Scenes/r4_opt_sc_inset_side.lua:4: sc_section_background: bad options: option 'sectionInset': unknown side 'tpo' (did you mean 'top'?); allowed: top, left, bottom, right, leading, trailing"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_section_border_negative",
            errors: ["Scenes/r4_opt_section_border_negative.lua:4: section_background: bad options: option 'borderWidth': must be ≥ 0, got -1"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_section_radius_nan",
            errors: ["Scenes/r4_opt_section_radius_nan.lua:4: section_background: bad options: option 'cornerRadius': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_section_insets_inf",
            errors: ["Scenes/r4_opt_section_insets_inf.lua:4: section_background: bad options: option 'insets': left must be a finite number, got -inf"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_section_colour_option",
            errors: ["Scenes/r4_opt_section_colour_option.lua:4: section_background: bad options: unknown option 'colour' (did you mean 'colors'?); allowed: borderColor, borderWidth, colors, cornerRadius, cover, emptySections, fullWidth, insets, kind, sections, shadow, zIndex"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_row_radius_negative",
            errors: ["Scenes/r4_opt_row_radius_negative.lua:4: row_background: bad options: option 'cornerRadius': must be ≥ 0, got -2"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_row_numbering_misspelt",
            errors: ["Scenes/r4_opt_row_numbering_misspelt.lua:4: row_background: bad options: option 'numbering': unknown value 'bands' (did you mean 'band'?); allowed: band, firstItem"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_row_padding_nan",
            errors: ["Scenes/r4_opt_row_padding_nan.lua:4: row_background: bad options: option 'padding': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_separators_thickness_negative",
            errors: ["Scenes/r4_opt_separators_thickness_negative.lua:4: separators: bad options: option 'thickness': must be ≥ 0, got -1"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_separators_thickness_nan",
            errors: ["Scenes/r4_opt_separators_thickness_nan.lua:4: separators: bad options: option 'thickness': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_separators_insets_nan",
            errors: ["Scenes/r4_opt_separators_insets_nan.lua:4: separators: bad options: option 'insets': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_separators_placement_misspelt",
            errors: ["Scenes/r4_opt_separators_placement_misspelt.lua:4: separators: bad options: option 'placement': unknown value 'centred' (did you mean 'centered'?); allowed: centered, minimumSpacing"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_list_separators_thickness_inf",
            errors: ["Scenes/r4_opt_list_separators_thickness_inf.lua:4: list_separators: bad options: option 'thickness': must be a finite number, got inf"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_list_separators_insets_nan",
            errors: ["Scenes/r4_opt_list_separators_insets_nan.lua:4: list_separators: bad options: option 'insets': leading must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_list_separators_handler_string",
            errors: ["Scenes/r4_opt_list_separators_handler_string.lua:4: list_separators: bad options: option 'itemSeparatorHandler': a function (or false for none) expected, got string"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_opt_carousel_alpha_above_one",
            errors: ["Scenes/r4_opt_carousel_alpha_above_one.lua:11: carousel: bad options: option 'minimumAlpha': must be ≤ 1, got 2"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_opt_carousel_scale_negative",
            errors: ["Scenes/r4_opt_carousel_scale_negative.lua:11: carousel: bad options: option 'minimumScale': must be ≥ 0, got -1"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_opt_carousel_axis_misspelt",
            errors: ["Scenes/r4_opt_carousel_axis_misspelt.lua:11: carousel: bad options: option 'axis': unknown value 'z' (did you mean 'x'?); allowed: x, y"], layout: .laidOut(cells: 5, decorations: [:])),
        .scene(
            "r4_opt_stretchy_negative",
            errors: ["Scenes/r4_opt_stretchy_negative.lua:4: stretchy_header: bad options: option 'maxStretch': must be ≥ 0, got -5"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_stretchy_nan",
            errors: ["Scenes/r4_opt_stretchy_nan.lua:4: stretchy_header: bad options: option 'maxStretch': must be a finite number, got nan"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_waterfall_columns_zero",
            errors: ["Scenes/r4_opt_waterfall_columns_zero.lua:4: waterfall: bad options: option 'columns': must be ≥ 1, got 0"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_waterfall_spacing_negative",
            errors: ["Scenes/r4_opt_waterfall_spacing_negative.lua:4: waterfall: bad options: option 'columnSpacing': must be ≥ 0, got -10"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_waterfall_order_misspelt",
            errors: ["Scenes/r4_opt_waterfall_order_misspelt.lua:4: waterfall: bad options: option 'order': unknown value 'shortest'; allowed: shortestFirst, leftToRight, rightToLeft"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_flow_columns_zero",
            errors: ["Scenes/r4_opt_flow_columns_zero.lua:4: flow_layout_with_decorations: bad options: option 'numberOfColumns': must be ≥ 1, got 0"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_flow_columns_fraction",
            errors: ["Scenes/r4_opt_flow_columns_fraction.lua:4: flow_layout_with_decorations: bad options: option 'numberOfColumns': number has no integer representation"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_opt_aligned_misspelt",
            errors: ["Scenes/r4_opt_aligned_misspelt.lua:4: aligned: bad options: option 'horizontal': unknown value 'lefft' (did you mean 'left'?); allowed: left, right, center, justified, leading, trailing"], layout: .laidOut(cells: 7, decorations: [:])),
        .scene(
            "r4_handler_visibility_maybe",
            errors: ["Plugins/list_separators.lua:96: list_separators: section hook, section 0: itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'maybe'; allowed: automatic, visible, hidden", "Plugins/list_separators.lua:96: list_separators: section hook, section 1: itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'maybe'; allowed: automatic, visible, hidden"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_visibility_hiden",
            errors: ["Plugins/list_separators.lua:96: list_separators: section hook, section 0: itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'hiden' (did you mean 'hidden'?); allowed: automatic, visible, hidden", "Plugins/list_separators.lua:96: list_separators: section hook, section 1: itemSeparatorHandler's bottomSeparatorVisibility: unknown value 'hiden' (did you mean 'hidden'?); allowed: automatic, visible, hidden"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_visibility_boolean",
            errors: ["Plugins/list_separators.lua:96: list_separators: section hook, section 0: itemSeparatorHandler's bottomSeparatorVisibility: one of automatic, visible, hidden expected, got boolean", "Plugins/list_separators.lua:96: list_separators: section hook, section 1: itemSeparatorHandler's bottomSeparatorVisibility: one of automatic, visible, hidden expected, got boolean"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_field_misspelt",
            errors: ["Plugins/list_separators.lua:92: list_separators: section hook, section 0: itemSeparatorHandler's configuration field: unknown value 'bottomSeperatorVisibility' (did you mean 'bottomSeparatorVisibility'?); allowed: bottomSeparatorVisibility, bottomSeparatorInsets", "Plugins/list_separators.lua:92: list_separators: section hook, section 1: itemSeparatorHandler's configuration field: unknown value 'bottomSeperatorVisibility' (did you mean 'bottomSeparatorVisibility'?); allowed: bottomSeparatorVisibility, bottomSeparatorInsets"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_top_separator",
            errors: ["Plugins/list_separators.lua:92: list_separators: section hook, section 0: itemSeparatorHandler's configuration field: unknown value 'topSeparatorVisibility'; allowed: bottomSeparatorVisibility, bottomSeparatorInsets", "Plugins/list_separators.lua:92: list_separators: section hook, section 1: itemSeparatorHandler's configuration field: unknown value 'topSeparatorVisibility'; allowed: bottomSeparatorVisibility, bottomSeparatorInsets"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_returns_nil",
            errors: ["Plugins/list_separators.lua:89: list_separators: section hook, section 0: itemSeparatorHandler must return the configuration table, got nil", "Plugins/list_separators.lua:89: list_separators: section hook, section 1: itemSeparatorHandler must return the configuration table, got nil"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
        .scene(
            "r4_handler_automatic",
            errors: [], layout: .laidOut(cells: 7, decorations: ["listCard": 2, "separator": 5])),
        .scene(
            "r4_handler_insets_nan",
            errors: ["Plugins/list_separators.lua:48: list_separators: section hook, section 0: itemSeparatorHandler's bottomSeparatorInsets.leading must be a finite number, got -nan", "Plugins/list_separators.lua:48: list_separators: section hook, section 1: itemSeparatorHandler's bottomSeparatorInsets.leading must be a finite number, got -nan"], layout: .laidOut(cells: 7, decorations: ["listCard": 2])),
    ]
}
