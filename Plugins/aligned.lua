--- aligned: a flow layout whose lines are aligned (AlignedCollectionViewFlowLayout).
--
-- Items break into lines as the flow layout breaks them (greedily, at least the section's
-- minimumInteritemSpacing apart, each line at most the content box wide; items of one size
-- as its grid; minimumLineSpacing apart instead when a horizontally scrolling section's
-- items differ in size, as the flow layout swaps the two); then each line is aligned:
--   horizontal = "left"      items packed from the left, minimumInteritemSpacing apart
--                "right"     packed against the right
--                "center"    packed, the group centred
--                "leading"   packed from the leading edge: the left, or the right in a
--                            right-to-left layout
--                "trailing"  packed against the trailing edge
--                "justified" the flow layout's own rule: a full line spread edge to edge,
--                            one item alone centred, the last line packed from the left
--                            unless every line holds one item or it leaves the same room
--                            as the line before it (iOS 26; not with flow's iOS10)
--   vertical   = "top", "center" or "bottom": where an item shorter than its line sits
-- In a right-to-left layout (box.layoutDirection) each line runs from the right, as the
-- flow layout's own lines do: its first item is the rightmost.
-- Lines are minimumLineSpacing apart and as tall as their tallest item. Origins are
-- rounded to the pixel grid, as the flow layout rounds them. Section insets and both
-- spacings are the section's own (its `inset`, `minimumInteritemSpacing` and
-- `minimumLineSpacing` when the scene gives them per section). The lines are declared,
-- so separators and row backgrounds follow them.
--
--   use("aligned", { horizontal = "left", vertical = "top" })
--   use("aligned", { sections = { [1] = { horizontal = "right" } } })
--
-- An item wider than the content box cannot be placed inside it: the host then says so
-- and the flow layout places that section.

---@type lualayout.Plugin
local M = {
  name = "aligned",
  api = 1,
  summary = "Lines aligned left, right, centred or justified, and top, centre or bottom",
}

M.defaults = { horizontal = "left", vertical = "center" }

M.types = {
  horizontal = { "left", "right", "center", "justified", "leading", "trailing" },
  vertical = { "top", "center", "bottom" },
}

local floor = math.floor

-- Whether every item has the same size (the flow layout then lays the section out as a
-- grid: its own rule for "justified").
local function sameSizes(box)
  local sizes = box.sizes
  local w, h = sizes[1], sizes[2]
  for k = 3, 2 * box.count, 2 do
    if sizes[k] ~= w or sizes[k + 1] ~= h then return false end
  end
  return true
end

-- How many items of width w the flow layout's grid puts on a line: floor((A + gap) /
-- (w + gap)), at least one (all, for items of no width and no gap).
local function perLine(box, w)
  local fit = (box.width + box.interitemSpacing) / (w + box.interitemSpacing)
  if fit == math.huge then return box.count elseif fit >= 1 then return floor(fit) end
  return 1
end

-- The flow layout's grid: as many items of one size per line as fit, spread edge to edge
-- (one alone centred), the last line's items on the same columns.
local function placeGrid(box, out, round, mirror)
  local A, lineGap, count = box.width, box.lineSpacing, box.count
  if count == 0 then return end
  local w, h = box:size(0)
  local n = perLine(box, w)
  local lead, step = 0, 0
  if n >= 2 then step = (A - w * n) / (n - 1) else lead = (A - w) * 0.5 end
  for i = 0, count - 1 do
    out:place(i, mirror(round(lead + (w + step) * (i % n)), w), round((h + lineGap) * (i // n)), w, h)
  end
  for first = 0, count - 1, n do
    out:line(first, math.min(first + n, count) - 1, round((h + lineGap) * (first // n)), h)
  end
end

function M.place(box, opts, out)
  local A, gap, lineGap, scale = box.width, box.interitemSpacing, box.lineSpacing, box.scale
  local function round(v) return scale > 0 and floor(v * scale + 0.5) / scale or v end
  local horizontal, vertical = opts.horizontal, opts.vertical
  -- Lines are laid out from their leading edge, then mirrored when that is the right one
  -- (after rounding, as the flow layout mirrors): so "left" is laid out as "right" there.
  local rtl = box.layoutDirection == "rightToLeft"
  local swap = rtl and { left = "right", right = "left" } or {}
  horizontal = ({ leading = "left", trailing = "right" })[horizontal] or swap[horizontal] or horizontal
  local function mirror(x, w) if rtl then return A - w - x end return x end
  local justified = horizontal == "justified"
  local count = box.count
  local uniform = count > 0 and sameSizes(box)
  if justified and uniform then return placeGrid(box, out, round, mirror) end
  -- Every mode breaks its lines where the flow layout breaks them: items of one size as
  -- its grid does (`perLine` to a line), and, when a horizontal section's items differ
  -- in size, with the two spacings swapped, as the flow layout swaps them.
  local gridLine = uniform and perLine(box, box.sizes[1]) or nil
  if box.direction == "horizontal" and not uniform then gap, lineGap = lineGap, gap end
  local y = 0
  local first = 0
  -- For "justified", what the flow layout needs to know whether the last line is complete
  -- (spread) or not (packed from the left): whether every line so far held one item, and
  -- the room the line before it left.
  local allSingle, previousRoom, lines = true, nil, 0
  while first < count do
    -- Break: as many items as fit, `gap` apart, with the flow layout's own sums (the room
    -- left shrinks by each item and a gap; an exact fit is accepted).
    local w0, h0 = box:size(first)
    local last, room, used, sum, height = first, A - (w0 + gap), w0, w0, h0
    while last + 1 < count do
      local w, h = box:size(last + 1)
      if (gridLine and last + 1 - first == gridLine) or (not gridLine and w > room) then break end
      last, room, used, sum = last + 1, room - (w + gap), used + gap + w, sum + w
      if h > height then height = h end
    end
    local n = last - first + 1
    lines = lines + 1
    local x, step = 0, gap
    if horizontal == "right" then
      x = A - used
    elseif horizontal == "center" then
      x = (A - used) / 2
    elseif justified then
      -- The flow layout's rule: every line but the last is complete; the last is complete
      -- when every line holds one item, or when it leaves the room the line before it left.
      local complete = last < count - 1 or (allSingle and n == 1)
        or (not box.iOS10 and lines >= 2 and room == previousRoom)
      if complete and n == 1 then
        if A >= sum then x = (A - sum) * 0.5 end
      elseif complete then
        step = (A - sum) / (n - 1)
      end
      allSingle, previousRoom = allSingle and n == 1, room
    end
    for i = first, last do
      local w, h = box:size(i)
      local dy = 0
      if vertical == "center" then dy = height * 0.5 - h * 0.5 elseif vertical == "bottom" then dy = height - h end
      -- Rounding may carry an item packed against the right half a pixel past the box:
      -- it then ends at the box's edge instead.
      local px = round(x)
      if px + w > A then px = A - w end
      out:place(i, mirror(px, w), round(y + dy), w, h)
      -- The flow layout adds the gap first; the aligned layouts add it to an item's end.
      if justified then x = x + step + w else x = x + w + step end
    end
    out:line(first, last, round(y), height)
    y = y + lineGap + height
    first = last + 1
  end
end

return M
