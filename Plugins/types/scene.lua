---@meta lualayout-scene
--- LuaLS annotations of what a LuaLayout scene file calls: `collection`, `flow`,
--- `compositional`, `list`, `sections`, `use`, `update`, `limits` and the dimension helpers.
--
-- For editors only: the host never loads this file. With `.luarc.json` at the root
-- pointing at this folder (`"workspace.library": ["Plugins/types"]`), an editor completes
-- a scene's keys and flags a misspelt one or a value of the wrong type. The reader is
-- the judge (Sources/Scenes): ScenesTests' SceneTypesCoverageTests keeps every key it
-- accepts typed here, and nothing else. docs/layouts.md describes each key.

-- Values ------------------------------------------------------------------------------

---`{ width, height }` or `{ width = w, height = h }`, in points.
---@alias lualayout.scene.Size number[]|{ width: number, height: number }

---A number for all four sides, or any of `top`, `left`, `bottom`, `right`.
---@alias lualayout.scene.Insets number|{ top: number?, left: number?, bottom: number?, right: number? }

---`{ x, y }` or `{ x = x, y = y }`.
---@alias lualayout.scene.Point number[]|{ x: number, y: number }

---Compositional insets, as `NSDirectionalEdgeInsets` names them.
---@alias lualayout.scene.DirectionalInsets number|{ top: number?, leading: number?, bottom: number?, trailing: number? }

---A dimension: `absolute(44)`, `estimated(100)`, `uniformAcrossSiblings(44)`, `fractionalWidth(1)`, `fractionalHeight(0.5)`.
---@alias lualayout.scene.Dimension { absolute: number }|{ estimated: number }|{ uniformAcrossSiblings: number }|{ fractionalWidth: number }|{ fractionalHeight: number }

---A compositional size: `{ width, height }` of dimensions.
---@alias lualayout.scene.LayoutSize lualayout.scene.Dimension[]|{ width: lualayout.scene.Dimension, height: lualayout.scene.Dimension }

---A group's spacing between items: `fixed(8)` or `flexible(8)`, or a number (fixed).
---@alias lualayout.scene.Spacing number|{ fixed: number }|{ flexible: number }

---`NSCollectionLayoutEdgeSpacing`: space outside an item or group, per edge (a missing edge
---has none). Flexible edges share what the group has left, and centre the item across it.
---@class lualayout.scene.EdgeSpacing
---@field leading lualayout.scene.Spacing?
---@field top lualayout.scene.Spacing?
---@field trailing lualayout.scene.Spacing?
---@field bottom lualayout.scene.Spacing?

---`UIContentInsetsReference`: what a compositional section is inset from across the scroll axis.
---@alias lualayout.scene.InsetsReference "automatic"|"none"|"safeArea"|"layoutMargins"|"readableContent"

---An index path `{ section, item }`, 0-based.
---@alias lualayout.scene.IndexPath integer[]

-- collection { } --------------------------------------------------------------------

---The collection view.
---@class lualayout.scene.Collection
---@field width number?
---@field height number?
---@field scale number? the screen scale: 1, 2 or 3
---@field contentInset lualayout.scene.Insets?
---@field contentOffset lualayout.scene.Point?
---@field safeAreaInsets lualayout.scene.Insets?
---@field layoutMargins lualayout.scene.Insets? as the view reports them (safe area included); compositional sections with contentInsetsReference = "layoutMargins" are inset by them
---@field horizontalSizeClass ("compact"|"regular")? what a section provider's environment says (default: regular from 744 pt wide)
---@field readableContentWidth number? the readable content guide's widest width (672 at the default text size)
---@field orthogonalOffsets table<integer, number>? each orthogonal section's inner scroll offset, by section (0-based)
---@field layoutDirection ("leftToRight"|"rightToLeft")? the language's direction; a right-to-left flow layout mirrors its frames

-- flow { } ---------------------------------------------------------------------------

---A `UICollectionViewFlowLayout`'s properties.
---@class lualayout.scene.Flow
---@field scrollDirection ("vertical"|"horizontal")?
---@field itemSize lualayout.scene.Size?
---@field estimatedItemSize (lualayout.scene.Size|"automatic")? self-sizing: the sizes the scene gives are then the cells' fitted sizes
---@field minimumLineSpacing number?
---@field minimumInteritemSpacing number?
---@field sectionInset lualayout.scene.Insets?
---@field headerReferenceSize lualayout.scene.Size?
---@field footerReferenceSize lualayout.scene.Size?
---@field sectionHeadersPinToVisibleBounds boolean?
---@field sectionFootersPinToVisibleBounds boolean?
---@field sectionInsetReference ("fromContentInset"|"fromSafeArea"|"fromLayoutMargins")?
---@field iOS10 boolean? the flow layout's iOS 10 behaviour

-- sections { } -----------------------------------------------------------------------

---One section of `sections { }` given as a table (a number is its item count). The keys
---but `items`, `id` and `ids` are the flow delegate's per-section answers.
---@class lualayout.scene.Section
---@field items integer? the item count (left out when `ids` gives it)
---@field inset lualayout.scene.Insets?
---@field minimumLineSpacing number?
---@field minimumInteritemSpacing number?
---@field headerReferenceSize lualayout.scene.Size?
---@field footerReferenceSize lualayout.scene.Size?
---@field itemSize lualayout.scene.Size? every item's size in this section
---@field itemSizes lualayout.scene.Size[]? each item's size; in a compositional scene, each item's fitted size (self-sizing, layout rules C34-C37)
---@field supplementarySizes table<string, lualayout.scene.Size>? compositional: the boundary items' fitted sizes by element kind, `{ header = { 320, 64 } }` (C36)
---@field itemData any[]? compositional: one value per item (a string, number, boolean or table of them; false for none) that sizing hooks read as `element.data` (C39)
---@field id string? the section's identifier, with `ids`
---@field ids string[]? the items' identifiers (a diffable snapshot)

-- compositional { } ------------------------------------------------------------------

---An `NSCollectionLayoutItem`.
---@class lualayout.scene.Item
---@field size lualayout.scene.LayoutSize
---@field contentInsets lualayout.scene.DirectionalInsets?
---@field edgeSpacing lualayout.scene.EdgeSpacing?
---@field supplementaryItems lualayout.scene.SupplementaryItem[]? badges anchored to the item

---`NSCollectionLayoutAnchor`: edges of a rect (none: its centre) and one offset.
---@class lualayout.scene.Anchor
---@field edges ("top"|"leading"|"bottom"|"trailing")[]?
---@field absoluteOffset lualayout.scene.Point? in points
---@field fractionalOffset lualayout.scene.Point? in units of the badge's size

---`NSCollectionLayoutSupplementaryItem`: a badge anchored to its item.
---@class lualayout.scene.SupplementaryItem
---@field kind string
---@field size lualayout.scene.LayoutSize fractions are of the item's frame
---@field containerAnchor lualayout.scene.Anchor where on the item
---@field itemAnchor lualayout.scene.Anchor? which point of the badge goes there (default: the container anchor's)
---@field zIndex integer?
---@field contentInsets lualayout.scene.DirectionalInsets?

---An `NSCollectionLayoutGroup`: `subitems`, or `subitem` and `count`, or `repeatingSubitem`
---and `count`.
---@class lualayout.scene.Group
---@field axis "horizontal"|"vertical"
---@field size lualayout.scene.LayoutSize
---@field subitems (lualayout.scene.Item|lualayout.scene.Group)[]?
---@field subitem (lualayout.scene.Item|lualayout.scene.Group)?
---@field repeatingSubitem (lualayout.scene.Item|lualayout.scene.Group)?
---@field count integer?
---@field interItemSpacing lualayout.scene.Spacing?
---@field contentInsets lualayout.scene.DirectionalInsets?
---@field edgeSpacing lualayout.scene.EdgeSpacing?
---@field supplementaryItems lualayout.scene.SupplementaryItem[]? badges anchored to the group's frame

---A custom group's item: `{ x, y, width, height }` in the group, or that frame with a zIndex.
---@alias lualayout.scene.CustomItem number[]|{ frame: number[], zIndex: integer? }

---What a custom group's `items` function reads: the group's size and the screen scale.
---@class lualayout.scene.CustomEnvironment
---@field width number
---@field height number
---@field scale number

---`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
---@class lualayout.scene.CustomGroup
---@field size lualayout.scene.LayoutSize
---@field items fun(env: lualayout.scene.CustomEnvironment): lualayout.scene.CustomItem[]

---An `NSCollectionLayoutBoundarySupplementaryItem`.
---@class lualayout.scene.BoundaryItem
---@field kind string
---@field size lualayout.scene.LayoutSize
---@field alignment ("top"|"bottom"|"leading"|"trailing"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing")?
---@field extendsBoundary boolean?
---@field pinToVisibleBounds boolean?
---@field zIndex integer?
---@field contentInsets lualayout.scene.DirectionalInsets?
---@field offset lualayout.scene.Point?

---`NSCollectionLayoutDecorationItem.background(elementKind:)`.
---@class lualayout.scene.DecorationItem
---@field background string the element kind
---@field contentInsets lualayout.scene.DirectionalInsets?
---@field zIndex integer?

---An `NSCollectionLayoutSection`.
---@class lualayout.scene.CompositionalSection
---@field group lualayout.scene.Group|{ custom: lualayout.scene.CustomGroup }
---@field contentInsets lualayout.scene.DirectionalInsets?
---@field interGroupSpacing number?
---@field supplementariesFollowContentInsets boolean?
---@field boundarySupplementaryItems lualayout.scene.BoundaryItem[]?
---@field decorationItems lualayout.scene.DecorationItem[]?
---@field orthogonalScrollingBehavior ("none"|"continuous"|"continuousGroupLeadingBoundary"|"paging"|"groupPaging"|"groupPagingCentered")?
---@field list lualayout.scene.List? the section is a list (`NSCollectionLayoutSection.list(using:)`): only contentInsets may go beside it
---@field contentInsetsReference lualayout.scene.InsetsReference? "automatic" (the default) takes the configuration's
---@field supplementaryContentInsetsReference lualayout.scene.InsetsReference? needs supplementariesFollowContentInsets = false; "automatic" takes the section's
---@field visibleItemsInvalidationHandler (fun(items: lualayout.scene.VisibleItem[], offset: lualayout.scene.Point, environment: table))? UIKit's handler: may set alpha, zIndex, isHidden, center and transform of the visible items

---An element a section's `visibleItemsInvalidationHandler` sees: read the frame, set the rest.
---@class lualayout.scene.VisibleItem
---@field category "cell"|"supplementary"|"decoration"
---@field kind string?
---@field section integer
---@field item integer
---@field frame { x: number, y: number, width: number, height: number }
---@field center { x: number, y: number }
---@field alpha number
---@field zIndex integer
---@field isHidden boolean
---@field transform number[] `{ a, b, c, d, tx, ty }`, CGAffineTransform's six numbers

---A `UICollectionViewCompositionalLayout` with its configuration: one of `section`,
---`sections` and `sectionProvider` gives the sections' layout.
---@class lualayout.scene.Compositional
---@field scrollDirection ("vertical"|"horizontal")?
---@field interSectionSpacing number?
---@field boundarySupplementaryItems lualayout.scene.BoundaryItem[]?
---@field contentInsetsReference lualayout.scene.InsetsReference? what sections are inset from (default "safeArea"; "automatic" reads as "none")
---@field section lualayout.scene.CompositionalSection? the same for every section
---@field sections lualayout.scene.CompositionalSection[]? one for each section
---@field sectionProvider (fun(index: integer, environment: lualayout.scene.LayoutEnvironment): lualayout.scene.CompositionalSection?)? UIKit's provider: the 0-based section index and the layout environment
---@field sizing (fun(section: lualayout.SizingSection, elements: lualayout.SizingElement[]): (number[]|number|false|nil)[])? the scene's sizing hook: fitted sizes of self-sizing elements, once per section (C39)

---`NSCollectionLayoutEnvironment`, as a section provider receives it.
---@class lualayout.scene.LayoutEnvironment
---@field container { contentSize: { width: number, height: number }, effectiveContentSize: { width: number, height: number }, contentInsets: { top: number, leading: number, bottom: number, trailing: number }, effectiveContentInsets: { top: number, leading: number, bottom: number, trailing: number } }
---@field traitCollection { horizontalSizeClass: "compact"|"regular", displayScale: number, layoutDirection: "leftToRight"|"rightToLeft" }

-- update { } and limits { } -------------------------------------------------------------

---A section inserted by `update { insertSections = { ... } }`: where, and a section's keys.
---@class lualayout.scene.InsertedSection : lualayout.scene.Section
---@field at integer the new section's index

---An item inserted by `update { insertItems = { ... } }`: `{ section, item }`, with its size
---when it differs from the layout's item size.
---@class lualayout.scene.InsertedItem
---@field [1] integer the section
---@field [2] integer the item
---@field size lualayout.scene.Size?

---One move: `{ from = ..., to = ... }` (index paths for items, indices for sections).
---@class lualayout.scene.Move
---@field from integer|lualayout.scene.IndexPath
---@field to integer|lualayout.scene.IndexPath

---A self-sized cell's new fitted size: `{ section, item, size = { w, h } }`.
---@class lualayout.scene.ResizedItem
---@field [1] integer the section
---@field [2] integer the item
---@field size lualayout.scene.Size

---A list, as `UICollectionLayoutListConfiguration` names its keys (docs/layout-rules.md,
---C33). A height left out self-sizes (C38): the fitted sizes come from `sections { }`
---(`itemSizes`, `supplementarySizes`) or from a sizing hook (C39).
---@class lualayout.scene.List
---@field appearance ("plain"|"grouped"|"insetGrouped"|"sidebar"|"sidebarPlain")? plain by default
---@field headerMode ("none"|"supplementary"|"firstItemInSection")? none by default; firstItemInSection: the first row is the header, headerHeight tall
---@field footerMode ("none"|"supplementary")? none by default
---@field rowHeight number? every row's height; left out, the rows size themselves (estimate 44)
---@field headerHeight number? the header's height (headerMode = "supplementary", or the first row's with "firstItemInSection"); left out, it sizes itself (estimate 28)
---@field footerHeight number? the footer's height (footerMode = "supplementary"); left out, it sizes itself (estimate 28)
---@field headerTopPadding number? space above each header; 22 in plain lists, else 0
---@field sizing (fun(section: lualayout.SizingSection, elements: lualayout.SizingElement[]): (number[]|number|false|nil)[])? the scene's sizing hook (C39)

---A batch update, as `performBatchUpdates` takes it (index paths 0-based).
---@class lualayout.scene.Update
---@field deleteItems lualayout.scene.IndexPath[]?
---@field insertItems lualayout.scene.InsertedItem[]?
---@field moveItems lualayout.scene.Move[]?
---@field reloadItems lualayout.scene.IndexPath[]?
---@field deleteSections integer[]?
---@field insertSections lualayout.scene.InsertedSection[]?
---@field moveSections lualayout.scene.Move[]?
---@field reloadSections integer[]?
---@field resizeItems lualayout.scene.ResizedItem[]? a self-sized cell's new fitted size

---The limits of every plugin hook call.
---@class lualayout.scene.Limits
---@field instructions integer? an exact count of Lua instructions per call
---@field time number? seconds of wall time per call
---@field memory integer? bytes (at least 1 MiB)
---@field reach number? points added to every plugin's reach

-- The scene functions -------------------------------------------------------------------

---Sets the collection view's size, scale and insets.
---@param t lualayout.scene.Collection
function collection(t) end

---Lays the scene out with a flow layout.
---@param t lualayout.scene.Flow
function flow(t) end

---Lays the scene out with a compositional layout.
---@param t lualayout.scene.Compositional
function compositional(t) end

---Lays the scene out as a list: a compositional layout of list sections.
---@param t lualayout.scene.List
function list(t) end

---The sections: item counts, or tables of a section's keys. Given again, the scene
---diffs the two snapshots (by `id`/`ids`) and lays out the update.
---@param t (integer|lualayout.scene.Section)[]
function sections(t) end

---Adds a plugin with options (merged over its defaults).
---@param name string the plugin's file name without `.lua`
---@param options table?
function use(name, options) end

---Applies a batch update to the sections.
---@param t lualayout.scene.Update
function update(t) end

---Changes the limits of the plugins' hook calls.
---@param t lualayout.scene.Limits
function limits(t) end

---`.absolute(points)`.
---@param points number
---@return { absolute: number }
function absolute(points) end

---`.estimated(points)`.
---@param points number
---@return { estimated: number }
function estimated(points) end

---iOS 17's `.uniformAcrossSiblings(estimate:)`: estimated, and in a group of two or more
---items every such item takes the largest sibling's fitted length (layout rule C37).
---@param estimate number
---@return { uniformAcrossSiblings: number }
function uniformAcrossSiblings(estimate) end

---`.fractionalWidth(fraction)` of the container.
---@param fraction number
---@return { fractionalWidth: number }
function fractionalWidth(fraction) end

---`.fractionalHeight(fraction)` of the container.
---@param fraction number
---@return { fractionalHeight: number }
function fractionalHeight(fraction) end

---`NSCollectionLayoutSpacing.fixed(points)`.
---@param points number
---@return { fixed: number }
function fixed(points) end

---`NSCollectionLayoutSpacing.flexible(points)`.
---@param points number
---@return { flexible: number }
function flexible(points) end

---`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: a group whose items come
---from a function.
---@param t lualayout.scene.CustomGroup
---@return { custom: lualayout.scene.CustomGroup }
function custom(t) end
