---@meta lualayout
--- LuaLS annotations of everything a LuaLayout plugin sees (plugin API 1).
--
-- For editors only: the host never loads this file (plugins are the `*.lua` files directly
-- in a plugin folder, not in its subfolders), and a plugin must not `require` it. Point
-- the language server at this folder, for example in `.luarc.json`:
--
--   { "workspace.library": ["Plugins/types"], "runtime.version": "Lua 5.4" }
--
-- then start a plugin with
--
--   ---@type lualayout.Plugin
--   local M = { name = "my_plugin", api = 1 }
--
-- The exact contract is docs/plugin-api.md; the guide is docs/plugins.md.

-- Values ------------------------------------------------------------------------------

---A rectangle in absolute content coordinates, in points (read-only).
---@class lualayout.Frame
---@field x number
---@field y number
---@field width number
---@field height number

---Insets in points (read-only in geometry; any subset of the four in options).
---@class lualayout.Insets
---@field top number
---@field left number
---@field bottom number
---@field right number
---@field leading number? option insets only: added to the left, or to the right when right-to-left (lualayout.insets)
---@field trailing number? option insets only: added to the right, or to the left when right-to-left

---A size in points.
---@class lualayout.Size
---@field width number
---@field height number

---`"#RRGGBB"`, `"#RRGGBBAA"`, or `{ r, g, b, a }` with components in 0...1.
---@alias lualayout.Color string|number[]

---Picks 0-based indices: `"all"`, `"even"`, `"odd"`, `"first"`, `"last"`, `"An+B"`
---(`"3n+1"`, `"-n+2"`), `"3"`, `"2..5"` (inclusive; negative bounds count from the end),
---`"first,last"` (a union), `"not even"`, a list of indices `{ 0, 4, 9 }`, or a function
---`(index, section) -> boolean`.
---@alias lualayout.Selector string|integer[]|fun(index: integer, section: integer): boolean

---The scroll direction.
---@alias lualayout.Direction "vertical"|"horizontal"

---Which way the frames a plugin reads and writes run: `"rightToLeft"` when the layout
---mirrors them (a flow layout in a right-to-left collection view), else `"leftToRight"`.
---@alias lualayout.LayoutDirection "leftToRight"|"rightToLeft"

---What `out:style` and `out:set` apply to: `"cell"`, `"header"`, `"footer"`,
---`"decoration:<kind>"` or `"supplementary:<kind>"` (compositional boundary items).
---@alias lualayout.Target "cell"|"header"|"footer"|string

---A decoration style's handle, from `out:kind`.
---@alias lualayout.Handle integer

-- Geometry ----------------------------------------------------------------------------

---One section's geometry, read-only (writing to it is an error). Fields other than
---`index`, `count` and `lineCount` are made the first time they are read.
---The lines a section hook call decorates: all of them, or (M.window, a long section) one
---window of them, or none in the call that gives what spans the section.
---@class lualayout.Window
---@field first integer the first line (1-based, as s:line)
---@field count integer how many lines
---@field sectionWide boolean true when the call gives what spans the section (styles, backgrounds)

---@class lualayout.Section
---@field index integer the section's 0-based index
---@field count integer its item count
---@field lineCount integer its lines: rows when vertical, columns when horizontal (the root group's repetitions in a compositional layout)
---@field frame lualayout.Frame the whole section: header, insets, items, footer
---@field itemsFrame lualayout.Frame the union of its item frames (zero-sized where the items would start when empty)
---@field contentFrame lualayout.Frame the items grown by the section insets
---@field insets lualayout.Insets the section insets
---@field header lualayout.Frame? the header's frame, or nil
---@field footer lualayout.Frame? the footer's frame, or nil
---@field bounds lualayout.Frame the collection view's bounds
---@field direction lualayout.Direction the scroll direction
---@field layoutDirection lualayout.LayoutDirection which way the frames run: "rightToLeft" in a mirrored flow layout (a compositional layout's frames stay left-to-right: the view flips them, decorations included)
---@field scale number the screen scale (1 / scale is one pixel)
---@field sectionCount integer how many sections the layout has
---@field reserved lualayout.Insets the insets this use reserved around the items (M.reserve; zeros when none)
---@field reservedFrame lualayout.Frame? the frame this use's band lies inside: the items' box grown by its reservation and earlier uses'
---@field lineSpacing number the spacing kept between lines (flow: minimum line spacing; compositional: inter-group spacing)
---@field interitemSpacing number the spacing kept between the items of a line (compositional: the root group's)
---@field itemSize lualayout.Size? the size every item was given, or nil when items have their own sizes
---@field window lualayout.Window the lines this call decorates (M.window: a window of a long section's lines)
local Section = {}

---Line `j` (1-based, `1..s.lineCount`): its band (full width when vertical, full height
---when horizontal) and its first and last item (0-based; `first > last` when empty).
---@param j integer
---@return number x
---@return number y
---@return number width
---@return number height
---@return integer first
---@return integer last
function Section:line(j) end

---Item `i`'s frame (0-based, `0..s.count - 1`).
---@param i integer
---@return number x
---@return number y
---@return number width
---@return number height
function Section:item(i) end

---The whole layout's geometry, for layout hooks (read-only).
---@class lualayout.Layout
---@field bounds lualayout.Frame the collection view's bounds
---@field direction lualayout.Direction the scroll direction
---@field layoutDirection lualayout.LayoutDirection which way the frames run (as `s.layoutDirection`)
---@field scale number the screen scale
---@field contentSize lualayout.Size the layout's content size
---@field sectionCount integer how many sections the layout has
local Layout = {}

---The geometry of 0-based section `k`.
---@param k integer
---@return lualayout.Section
function Layout:section(k) end

-- Output ------------------------------------------------------------------------------

---A decoration's style for `out:kind`: its zIndex and any custom attributes (keys
---ending in `color`/`Color` are colours).
---@class lualayout.Style
---@field zIndex integer? default 0
---@field owner "item"|"section"|nil `"item"`: each decoration belongs to the item it names and scrolls with it in an orthogonal section (layout-rules R27); `"section"`: it stays; unsaid: the item's when `out:add` names the item
---@field color lualayout.Color?
---@field cornerRadius number?
---@field borderColor lualayout.Color?
---@field borderWidth number?
---@field shadow { color: lualayout.Color?, radius: number?, offset: number[]?, opacity: number? }?
---@field [string] any custom attributes: numbers, strings, booleans, tables of these

---One decoration as a table, for `out:add{ ... }`.
---@class lualayout.Decoration: lualayout.Style
---@field kind string
---@field frame number[] `{ x, y, width, height }`
---@field item integer? default: a running number per kind in the section
---@field section integer? layout hooks only (default 0)

---Where a hook's decorations and attributes go.
---@class lualayout.Output
local Output = {}

---Declares a decoration style for this call and returns its handle (cheap: once per
---section is fine).
---@param kind string the decoration kind
---@param attrs lualayout.Style?
---@return lualayout.Handle
function Output:kind(kind, attrs) end

---Emits a decoration of handle `h`'s kind (the fast path: numbers only). `item` defaults
---to a running number per kind in the section; `section` is for layout hooks only.
---@param h lualayout.Handle
---@param x number
---@param y number
---@param width number
---@param height number
---@param item integer?
---@param section integer?
---@overload fun(self: lualayout.Output, decoration: lualayout.Decoration)
function Output:add(h, x, y, width, height, item, section) end

---Gives custom attributes to every element of `target` in this section whose item index
---matches `selector`. `section` is for layout hooks only.
---@param target lualayout.Target
---@param selector lualayout.Selector
---@param attrs table<string, any>
---@param section integer?
function Output:style(target, selector, attrs, section) end

---Gives custom attributes to one element. `section` is for layout hooks only.
---@param target lualayout.Target
---@param item integer
---@param attrs table<string, any>
---@param section integer?
function Output:set(target, item, attrs, section) end

-- Item placement (M.place) ---------------------------------------------------------------

---A flow section's content box, as `M.place` sees it: always as if the layout scrolled
---vertically (in a horizontal layout the host swaps x and y, widths and heights, and the
---insets' sides, both ways). Read-only; refilled for every call: do not keep it.
---@class lualayout.Box
---@field index integer the section's 0-based index
---@field count integer its item count
---@field sectionCount integer how many sections the layout has
---@field width number the box's width: the collection view's minus the section's left and right insets
---@field insets lualayout.Insets the section insets (already outside the box)
---@field interitemSpacing number the section's minimumInteritemSpacing
---@field lineSpacing number the section's minimumLineSpacing
---@field headerHeight number the header's height (0 when none)
---@field footerHeight number the footer's height (0 when none)
---@field scale number the screen scale (1 / scale is one pixel)
---@field direction lualayout.Direction the layout's real scroll direction
---@field layoutDirection lualayout.LayoutDirection "rightToLeft" when a vertical layout runs right to left: place each line from the box's right edge (the box then starts after the section's right inset); a horizontal layout's box is always "leftToRight" (the host mirrors it)
---@field iOS10 boolean whether the scene's flow layout behaves as in iOS 10 (flow { iOS10 = true })
---@field sizes number[] the sizes as one flat list: item i's width and height at 2i + 1 and 2i + 2 (refilled every call)
local Box = {}

---The size the scene gives item `i` (0-based): `itemSizes[i + 1]`, or `itemSize`.
---@param i integer
---@return number width
---@return number height
function Box:size(i) end

---What `M.place` writes to.
---@class lualayout.Placer
local Placer = {}

---Places item `i` (0-based) at a frame relative to the box's top-left corner: inside the
---box across (0 ≤ x, x + width ≤ box.width), not above it (y ≥ 0). Every item exactly once.
---@param i integer
---@param x number
---@param y number
---@param width number
---@param height number
function Placer:place(i, x, y, width, height) end

---Declares a line (a row): items `first..last` (0-based, in order, each line after the
---last) in the band `y`, `height` (relative to the box). Optional; line-based plugins
---(separators, row backgrounds) draw along declared lines.
---@param first integer
---@param last integer
---@param y number
---@param height number
function Placer:line(first, last, y, height) end

---Space around the section's header (CHT's headerInset): `top` before it (even with no
---header), `bottom` after it (with one); the header is as wide as the collection view less
---`left` and `right`. Optional; finite, ≥ 0.
---@param top number
---@param left number
---@param bottom number
---@param right number
function Placer:header(top, left, bottom, right) end

---The same for the footer (CHT's footerInset). Optional.
---@param top number
---@param left number
---@param bottom number
---@param right number
function Placer:footer(top, left, bottom, right) end

---Where the items end on the scroll axis (relative to the box), when not at the furthest
---item: not less than that end, nor than minus the section's insets on that axis. Optional.
---@param length number
function Placer:extent(length) end

-- Following the scroll (M.follow) --------------------------------------------------------

---The visible rect `M.follow` sees: the bounds at the content offset, inset by the content
---inset, in absolute content coordinates. Read-only; refilled for every call.
---@class lualayout.View
---@field x number
---@field y number with no content inset, below 0 when the content is pulled past its top
---@field width number
---@field height number

---What `M.follow` writes to.
---@class lualayout.Mover
local Mover = {}

---Gives an element of this section a new frame (absolute content coordinates), anywhere,
---outside the section too. A later move wins.
---@param target "cell"|"header"|"footer"|string `"supplementary:<kind>"` for a boundary item
---@param item integer 0-based
---@param x number
---@param y number
---@param width number
---@param height number
---@param zIndexOrAttributes integer|table|nil the zIndex the element takes in this view, or a table of custom attributes for this view (`alpha`, `transform`, ...; may hold `zIndex`), merged over its styles; its own when nil
function Mover:move(target, item, x, y, width, height, zIndexOrAttributes) end

---What `M.scroll` declares.
---@class lualayout.Scroll
---@field reach number|fun(opts: table): number|nil a hint of how far (points, on the scroll axis) M.follow moves frames outside their section (not a bound: the layout measures it); default 0

-- Visible items (M.visibleItems, a scene's visibleItemsInvalidationHandler) ---------------

---One element a visible-items handler is given (docs/layout-rules.md C32). Writing any
---field but alpha, zIndex, isHidden, center and transform is an error at its line.
---@class lualayout.VisibleItem
---@field category "cell"|"supplementary"|"decoration"
---@field kind string? the boundary item's or decoration's kind; nil for cells
---@field section integer 0-based
---@field item integer 0-based
---@field frame { x: number, y: number, width: number, height: number } unscrolled content frame (read-only)
---@field center { x: number, y: number } settable: moves the frame
---@field alpha number settable, finite
---@field zIndex integer settable
---@field isHidden boolean settable
---@field transform number[] settable: { a, b, c, d, tx, ty }

---What a visible-items handler is told about its view.
---@class lualayout.VisibleItemsEnvironment
---@field container { contentSize: { width: number, height: number } } the view's size

-- The module --------------------------------------------------------------------------

---Option types the default cannot tell, a list of allowed strings, or a numeric type with
---a range: `{ "number", min = 0 }`, `{ "integer", min = 1, max = 12 }`, `{ "insets", min = 0 }`.
---@alias lualayout.OptionType "number"|"integer"|"string"|"boolean"|"table"|"color"|"colors"|"selector"|"insets"|"size"|"function"|string[]|table

---What a plugin file returns.
---@class lualayout.Plugin
---@field name string equals the file name without `.lua`
---@field api integer 1
---@field summary string? one line, shown by `:plugins`
---@field defaults table<string, any>? every option with its default (never nil)
---@field types table<string, lualayout.OptionType>? types the defaults cannot tell
---@field appAttributes string[]? attributes the output carries for an app, which no picture draws (no warning for them)
---@field reach number|fun(opts: table): number|nil a hint of how far (points, on the scroll axis) decorations reach outside their section (not a bound: the layout measures it); default 0
---@field section fun(s: lualayout.Section, opts: table, out: lualayout.Output)? once per section per layout pass
---@field window boolean? true when M.section works by windows of lines (s.window): a long section is decorated a window at a time
---@field layout fun(l: lualayout.Layout, opts: table, out: lualayout.Output)? once per layout pass
---@field place fun(box: lualayout.Box, opts: table, out: lualayout.Placer)? places a flow section's items (once per section whose placement changed)
---@field follow fun(view: lualayout.View, s: lualayout.Section, opts: table, out: lualayout.Mover)? moves elements with the visible rect (per section a query reaches, every pass)
---@field scroll lualayout.Scroll? how far M.follow or M.visibleItems may move elements outside their section
---@field visibleItems fun(items: lualayout.VisibleItem[], offset: { x: number, y: number }, environment: lualayout.VisibleItemsEnvironment, opts: table)? UIKit's visibleItemsInvalidationHandler for every compositional section with visible elements (per section a query reaches, every pass)
---@field reserve fun(section: { index: integer, count: integer, sectionCount: integer }, opts: table): lualayout.Insets|number|nil? insets to reserve around a flow section's items (no geometry: no cycle)
---@field size fun(section: lualayout.SizingSection, elements: lualayout.SizingElement[], opts: table): (number[]|number|false|nil)[]? fitted sizes of a compositional section's self-sizing elements, one entry per element: { width, height }, a height, or nil for the estimate (layout rule C39)

---The section a sizing hook sizes (M.size, a scene's sizing function).
---@class lualayout.SizingSection
---@field index integer 0-based
---@field count integer its item count
---@field scale number the display scale

---One element to size: a cell or a boundary item, at its first-pass size.
---@class lualayout.SizingElement
---@field kind string "cell", or the boundary item's element kind ("header")
---@field item integer the cell's index (0 for a boundary item)
---@field width number the width offered (the first pass's: the column's width for a fractional width, else the estimate)
---@field height number the height offered (the estimate, for an estimated height)
---@field data any the item's itemData entry (nil when none)

-- Helpers -----------------------------------------------------------------------------

---Helpers the host defines in every plugin state.
---@class lualayout.Helpers
lualayout = {}

---True when 0-based `index` of `count` matches `selector` (a function is called with
---`index` only).
---@param selector lualayout.Selector
---@param index integer
---@param count integer
---@return boolean
function lualayout.matches(selector, index, count) end

---What `build(opts, key)` returns, built once per options table, function and key, and
---kept while the use lives: for what a hook derives from its options alone (`opts` is the
---same table in every call, and a hook runs for every section). `build` must read nothing
---but its arguments.
---@generic T
---@param opts table
---@param build fun(opts: table, key: any): T
---@param key any
---@return T
function lualayout.derived(opts, build, key) end

---How many of the 0-based indices below `upto` (of `count`) match `selector`: what a
---windowed hook (M.window) counts to number its window's decorations after those of the
---lines before it (at once for "all", "even", "3n+1", "2..5"; a function is called for each).
---@param selector lualayout.Selector
---@param upto integer
---@param count integer
---@return integer
function lualayout.count(selector, upto, count) end

---Insets given as one number (all four) or a table (missing sides are 0). `leading` and
---`trailing` add to the left and right, or to the right and left when `direction` is
---`"rightToLeft"` (pass `s.layoutDirection`).
---@param value number|lualayout.Insets
---@param direction? lualayout.LayoutDirection
---@return number top
---@return number left
---@return number bottom
---@return number right
function lualayout.insets(value, direction) end

---`value` when it is one of the strings of `allowed`; otherwise an error at the caller's
---line: "`what`: unknown value 'maybe' (did you mean 'x'?); allowed: a, b, c". For fields a
---function of the scene returns (options are checked by `M.types` lists).
---@generic T
---@param value T
---@param allowed string[]
---@param what string
---@return T
function lualayout.oneOf(value, allowed, what) end
---A `"size"` option's width and height: one number for both, `{ width, height }` or
---`{ width =, height = }`; nil for `false` (none given).
---@param value number|number[]|{ width: number, height: number }|false
---@return number? width
---@return number? height
function lualayout.size(value) end
