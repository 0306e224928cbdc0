--- aligned: a flow layout whose lines are aligned (AlignedCollectionViewFlowLayout).
--
-- Items break into lines as the flow layout breaks them (greedily, at least the section's
-- minimumInteritemSpacing apart, each line at most the content box wide); then each line
-- is aligned:
--   horizontal = "left"      items packed from the left, minimumInteritemSpacing apart
--                "right"     packed against the right
--                "center"    packed, the group centred
--                "justified" the flow layout's own rule: a full line spread edge to edge,
--                            one item alone centred, the last line packed from the left
--   vertical   = "top", "center" or "bottom": where an item shorter than its line sits
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
  horizontal = { "left", "right", "center", "justified" },
  vertical = { "top", "center", "bottom" },
}

local floor = math.floor

function M.place(box, opts, out)
  local A, gap, lineGap, scale = box.width, box.interitemSpacing, box.lineSpacing, box.scale
  local function round(v) return scale > 0 and floor(v * scale + 0.5) / scale or v end
  local horizontal, vertical = opts.horizontal, opts.vertical
  local count = box.count
  local y = 0
  local first = 0
  while first < count do
    -- Break: as many items as fit, `gap` apart (the flow layout's greedy rule).
    local w0, h0 = box:size(first)
    local last, used, sum, height = first, w0, w0, h0
    while last + 1 < count do
      local w, h = box:size(last + 1)
      if used + gap + w > A then break end
      last, used, sum = last + 1, used + gap + w, sum + w
      if h > height then height = h end
    end
    local n = last - first + 1
    local x, step = 0, gap
    if horizontal == "right" then
      x = A - used
    elseif horizontal == "center" then
      x = (A - used) / 2
    elseif horizontal == "justified" then
      if n == 1 then
        x = (A - sum) / 2
      elseif last < count - 1 then
        step = (A - sum) / (n - 1)
      end
    end
    for i = first, last do
      local w, h = box:size(i)
      local dy = 0
      if vertical == "center" then dy = (height - h) / 2 elseif vertical == "bottom" then dy = height - h end
      out:place(i, round(x), round(y + dy), w, h)
      x = x + w + step
    end
    out:line(first, last, round(y), height)
    y = y + height + lineGap
    first = last + 1
  end
end

return M
