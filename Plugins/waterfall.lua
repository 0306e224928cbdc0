--- waterfall: the columns layout of CHTCollectionViewWaterfallLayout (a Pinterest grid).
--
-- Items are as wide as a column and keep their aspect ratio: an item the scene sizes
-- w x h is h * columnWidth / w tall (0 tall when w or h is not positive). Each item goes into a column picked by `order`:
-- the shortest column (the first of equals), or columns in turn from the left or the
-- right. The column width and every item height are floored to the pixel grid, as CHT
-- does. The host stacks sections, headers and footers as the flow layout does; this
-- plugin only places the items inside each section's content box (its insets applied).
--
-- What comes from where (CHT's names in brackets):
--   columns       [columnCount]             option; per section with `sections`
--   columnSpacing [minimumColumnSpacing]    option
--   headerInset   [headerInset]             option: space around the header, which is as
--   footerInset   [footerInset]               wide as the collection view less the sides
--   item spacing  [minimumInteritemSpacing] the section's minimumInteritemSpacing
--   insets        [sectionInset]            the section's inset (flow's sectionInset)
--   header height [headerHeight]            the section's header size (flow's)
--   order         [itemRenderDirection]     "shortestFirst", "leftToRight", "rightToLeft"
--
--   use("waterfall", { columns = 2, columnSpacing = 10 })
--   use("waterfall", { headerInset = { top = 8, left = 16, right = 16 } })
--   use("waterfall", { sections = { [0] = { columns = 3 }, [1] = { columns = 2 } } })
--
-- In a horizontal layout the columns become rows (the host turns the plugin's world).
-- In a right-to-left layout (box.layoutDirection) the first column is the rightmost, so
-- "shortestFirst" picks the rightmost of equals; "leftToRight" and "rightToLeft" keep
-- their physical meaning.
--
-- Where it differs from CHT: an empty section whose insets on the scroll axis add up to
-- less than minimumInteritemSpacing is as tall as nothing, not shorter (CHT makes an empty
-- section minimumInteritemSpacing shorter than its insets, which can make it overlap the
-- next one); column heights are kept as doubles (CHT reads them back through NSNumber's
-- floatValue, which moves them by a few millionths once they pass 2^24 / scale points, or
-- at scale 3); positions are relative to the section's content box (the same sums as
-- CHT's when they are exact, as at scales 1 and 2); widths come from the collection view's
-- width less its content insets, as the flow layout's do (CHT takes the bounds' width and
-- ignores contentInset).

---@type lualayout.Plugin
local M = {
  name = "waterfall",
  api = 1,
  summary = "Columns of items of their own heights (CHTCollectionViewWaterfallLayout)",
}

M.defaults = {
  columns = 2,
  columnSpacing = 10,
  order = "shortestFirst",
  headerInset = 0,
  footerInset = 0,
}

M.types = {
  columns = { "integer", min = 1 },
  columnSpacing = { "number", min = 0 },
  order = { "shortestFirst", "leftToRight", "rightToLeft" },
  headerInset = "insets",
  footerInset = "insets",
}

local floor = math.floor

function M.place(box, opts, out)
  local columns, spacing, gap, scale = opts.columns, opts.columnSpacing, box.interitemSpacing, box.scale
  -- CHTFloorCGFloat: down to the pixel grid.
  local width = floor((box.width - (columns - 1) * spacing) / columns * scale) / scale
  -- Each column's x, and its height so far: where its next item goes.
  local xs, heights = {}, {}
  local rtl = box.layoutDirection == "rightToLeft"
  for c = 1, columns do
    local x = (width + spacing) * (c - 1)
    -- Columns count from the leading edge: from the right in a right-to-left layout.
    if rtl then x = box.width - width - x end
    xs[c], heights[c] = x, 0
  end
  local order = opts.order
  -- Whether "in turn" runs from the first (leading) column: from the left in a
  -- left-to-right layout, from the right in a right-to-left one.
  local shortestFirst, leftToRight = order == "shortestFirst", (order == "leftToRight") == not rtl
  -- The sizes as one flat list (width, height of item i at 2i + 1, 2i + 2): a loop over
  -- a million items reads them without a call per item.
  local sizes, place = box.sizes, out.place
  local k = 0   -- 2i + 2 in the loop: item i's width and height are sizes[k - 1], sizes[k]
  for i = 0, box.count - 1 do
    -- The item's column c, and that column's height so far y (the first column's, until
    -- a shorter one or the turn says otherwise).
    local c, y = 1, heights[1]
    if shortestFirst then
      -- A while loop: a numeric for costs a call into the VM's loop setup per item.
      local j = 2
      while j <= columns do
        local height = heights[j]
        if height < y then c = j; y = height end
        j = j + 1
      end
    else
      c = leftToRight and i % columns + 1 or columns - i % columns
      y = heights[c]
    end
    k = k + 2
    local w, h = sizes[k - 1], sizes[k]
    -- CHT: an item with a zero or negative side is 0 tall (it still takes its column and
    -- the spacing after it). `// 1` floors like math.floor, without a call per item.
    local height = 0
    if w > 0 and h > 0 then height = h * width / w * scale // 1 / scale end
    place(out, i, xs[c], y, width, height)
    heights[c] = y + height + gap
  end
  out:header(lualayout.insets(opts.headerInset))
  out:footer(lualayout.insets(opts.footerInset))
  -- CHT ends a section at its tallest column less one item spacing, so an empty section
  -- ends that much before its top inset's end (but the section never becomes negative).
  if box.count == 0 then
    local e = box.insets
    out:extent(math.max(-gap, -(e.top + e.bottom)))
  end
end

return M
