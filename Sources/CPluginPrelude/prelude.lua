-- The host's Lua code, run in every plugin state before the plugin (PluginLoader.loadPrelude):
-- the geometry tables hooks read, the `out` object they write to, and the `lualayout`
-- helpers. Compiled into the binary (prelude.c) and loaded as `=lualayout/prelude.lua`;
-- its frames are left out of the tracebacks plugin authors see (PluginError).
--
-- Called with the host functions `field(index, code)`, `fill_lines(index)`,
-- `fill_items(index)`, `matches(selector, index, count)`, `kind(out, kind, attrs)`,
-- `kind_again(out)`, `record(out, t)`, `style(out, ...)`, `set(out, ...)`,
-- `one_of(what, value, allowed)` (lualayout.oneOf's message), the table
-- of field codes (GeometryField, name -> number: the one definition of those numbers)
-- and the C hot paths (pluginpaths.c: `make_add`, `store`, `make_geometry`, `make_place`).
-- Returns `call_section`, `call_layout`, the `out` object and `freeze(options, "opts")`
-- (read-only options). The hook callers return the decorations left out (or nil); the
-- host reads the decoration buffer itself, in C. Then, for item placement (M.place, near
-- the end of this file): `call_place`, its `out`, and its buffers of lines and sizes (the
-- placements are in C); and for following the scroll (M.follow, at the end):
-- `call_follow`, its `out` and its list of moves.
--
-- Where the time goes (`lualayout bench`): building tables and crossing into the host
-- cost hundreds of nanoseconds each, Lua table stores a few. So:
-- - `s` is made once per plugin state and refilled for each call with `index`, `count`,
--   `lineCount`, `direction`, `sectionCount` and `frame`; every other field is asked of
--   the host the first time the plugin reads it in a call, into tables that are also
--   reused. `s`, its frames and `opts` are read-only views (a table over the values, whose
--   writes fail).
-- - `out:add(h, x, y, w, h)` is a C function (pluginpaths.c) that appends five numbers to
--   a buffer of doubles without a check; the host checks them as it reads the buffer in
--   place and, only when one is bad or a duplicate, runs the hook again in checked mode,
--   where every `out:add` comes here (`checked_add`): a bad decoration is left out with
--   the plugin's line and the line of each decoration is traced (to name a duplicate's).
-- - `s:line(j)` and `s:item(i)` are C functions reading buffers of doubles the host fills
--   once per section (one crossing for all lines or items, not one per call).
-- - `math.random` is reseeded per hook call from the section index, so answers do not
--   depend on the order sections are computed in.

local field, fill_lines, fill_items, matches, host_kind, host_kind_again, host_record, host_style, host_style_again, host_set,
  one_of, count_matches, field_codes, paths = ...
local setmetatable, getmetatable, rawget, rawset, rawlen, error, type, tostring, next, select, pcall =
  setmetatable, getmetatable, rawget, rawset, rawlen, error, type, tostring, next, select, pcall
local format, floor, match, tonumber = string.format, math.floor, string.match, tonumber

-- This file's own chunk name, as positions show it (`lualayout/prelude.lua`): frames in it
-- are the host's, not the plugin's.
local HOST_CHUNK = match(select(2, pcall(error, "", 2)), "^(.*):%d+: $")

-- The code of each geometry field the host answers (GeometryField.swift); a name the host
-- does not define fails here, when the prelude loads, not in a hook.
local FIELD = setmetatable({}, { __index = function(_, name) error("the host defines no field code '" .. name .. "'", 2) end })
for name, code in next, field_codes do FIELD[name] = code end

-- Read-only tables ---------------------------------------------------------------
-- `opts`, `s` and `l` are proxies: an empty table whose metatable reads from the
-- values and refuses writes, at the writer's line. Options are shared by
-- every hook call of a pass: a write would make a lazy answer differ from an eager
-- one. The raw functions below see through proxies, and `plain` gives the host the
-- original tables (the plugin never holds those, so it cannot change them).
local READ_ONLY = "read-only"                        -- what getmetatable says of a proxy
local views = setmetatable({}, { __mode = "k" })     -- options proxy -> its values
local sources = setmetatable({}, { __mode = "k" })   -- proxy -> the table it was made from

local function path_of(path, key)
  if type(key) == "string" and match(key, "^[%a_][%w_]*$") then return path .. "." .. key end
  return path .. "[" .. tostring(key) .. "]"
end

-- The plugin's chunk and line that led here: the first frame outside this prelude
-- (a write may come through table.insert, a C function without a line).
local function plugin_where()
  for level = 3, 12 do
    local _, located = pcall(error, "", level)
    local chunk, line = match(located, "^(.*):(%d+): $")
    if chunk ~= nil and chunk ~= HOST_CHUNK then return chunk, tonumber(line) end
  end
  return nil, nil
end

-- An always-empty table whose writes fail as `what`, naming `path` and the key:
-- the __newindex of every proxy of that path (one per path, not per proxy).
local guards = {}
local function guard(what, path)
  local g = guards[path]
  if g == nil then
    g = setmetatable({}, { __metatable = READ_ONLY, __newindex = function(_, key)
      local chunk, line = plugin_where()
      local message = what .. " (cannot set " .. path_of(path, key) .. ")"
      error(chunk and chunk .. ":" .. line .. ": " .. message or message, 0)
    end })
    guards[path] = g
  end
  return g
end

-- A read-only view of geometry values: two tables, so the decorated section's `s`
-- and frames are made once and refilled (current_section), other sections' per use.
local function geometry(values, what, path)
  return setmetatable({}, { __index = values, __newindex = guard(what, path), __metatable = READ_ONLY })
end

-- A read-only view of option values, which `pairs`, `next`, `#` and `rawget` see
-- through (made once per use).
local function read_only(values, what, path)
  local proxy = setmetatable({}, {
    __index = values, __newindex = guard(what, path), __metatable = READ_ONLY,
    __len = function() return #values end,
    __pairs = function() return next, values, nil end,
  })
  views[proxy] = values
  return proxy
end

-- The options as a tree of proxies (options hold no cycles: they come from the host).
local function freeze(t, path)
  local values = {}
  for key, value in next, t do
    if type(value) == "table" then value = freeze(value, path_of(path, key)) end
    values[key] = value
  end
  local proxy = read_only(values, "options are read-only", path)
  sources[proxy] = t
  return proxy
end

-- What the host reads for a value a plugin passes: a proxy's original table, and a
-- plain table holding proxies copied with their originals. No table is made unless
-- a proxy is found; `seen` stops cycles. The walk stops at the host reader's depth
-- limit (32): deeper tables are refused there, by the reader, at the plugin's line,
-- instead of costing this walk a Lua frame per level of a hostile 100,000-deep table.
local function plain(v, seen, depth)
  if type(v) ~= "table" then return v end
  local source = sources[v]
  if source ~= nil then return source end
  local copy
  for key, value in next, v do
    if type(value) == "table" then
      local unwrapped = sources[value]
      if unwrapped == nil then
        seen = seen or { [v] = true }
        depth = depth or 1
        if seen[value] or depth >= 32 then
          unwrapped = value
        else
          seen[value] = true
          unwrapped = plain(value, seen, depth + 1)
        end
      end
      if unwrapped ~= value then
        if copy == nil then
          copy = {}
          for k, x in next, v do copy[k] = x end
        end
        copy[key] = unwrapped
      end
    end
  end
  return copy or v
end

-- The plugin's raw functions see a proxy's values and refuse to write to it.
_ENV.next = function(t, key) return next(views[t] or t, key) end
_ENV.rawget = function(t, key) return rawget(views[t] or t, key) end
_ENV.rawlen = function(t) return rawlen(views[t] or t) end
_ENV.rawset = function(t, key, value)
  if getmetatable(t) == READ_ONLY then
    local chunk, line = plugin_where()
    local message = "this table is read-only (cannot set " .. tostring(key) .. ")"
    error(chunk and chunk .. ":" .. line .. ": " .. message or message, 0)
  end
  return rawset(t, key, value)
end

-- What `lualayout.derived` keeps: options -> build function -> key -> value. Weak keys:
-- options no use holds any more, and the functions of a version reloaded since, are let go.
local derived_values = setmetatable({}, { __mode = "k" })
local NO_KEY = {}

-- Helpers every plugin may use (see Plugins/types/lualayout.lua).
lualayout = {
  -- What `build(opts, key)` gives, built once per options table, function and key: a
  -- use's `opts` is the same table in every call and a hook runs for every section, so
  -- what it derives from its options alone need not be derived again.
  derived = function(opts, build, key)
    local slot = key == nil and NO_KEY or key
    local by_build = derived_values[opts]
    local by_key = by_build and by_build[build]
    local value = by_key and by_key[slot]
    if value ~= nil then return value end   -- every call but the first of a use and key
    if type(opts) ~= "table" or type(build) ~= "function" then
      error("lualayout.derived(opts, build [, key]): the options table and a function expected", 2)
    end
    if by_build == nil then
      by_build = setmetatable({}, { __mode = "k" })
      derived_values[opts] = by_build
    end
    if by_key == nil then
      by_key = {}
      by_build[build] = by_key
    end
    value = build(opts, key)
    by_key[slot] = value
    return value
  end,
  -- True when 0-based `index` of `count` matches a selector ("even", "3n+1",
  -- "2..5", { 0, 4 }, or a function(index) -> boolean).
  matches = function(selector, index, count)
    if selector == "all" then return true end
    if type(selector) == "function" then return selector(index) and true or false end
    local result, problem = matches(plain(selector), index, count)
    if problem ~= nil then error(problem, 2) end
    return result
  end,
  -- How many of the 0-based indices below `upto` (of `count`) match a selector: what a
  -- windowed hook (M.window) counts to number its window's decorations after those of the
  -- lines before it, without visiting them (at once for "even", "3n+1", "2..5", ...).
  count = function(selector, upto, count)
    if type(upto) ~= "number" or type(count) ~= "number" then error("lualayout.count(selector, upto, count): numbers expected", 2) end
    if upto > count then upto = count end
    if upto <= 0 then return 0 end
    if selector == "all" then return upto end
    if type(selector) == "function" then
      local n = 0
      for i = 0, upto - 1 do if selector(i) then n = n + 1 end end
      return n
    end
    local result, problem = count_matches(plain(selector), upto, count)
    if problem ~= nil then error(problem, 2) end
    return result
  end,
  -- Insets given as one number or a table: top, left, bottom, right. `leading` and
  -- `trailing` add to the left and right, or to the right and left when `direction`
  -- (s.layoutDirection) is "rightToLeft".
  insets = function(value, direction)
    if type(value) == "number" then return value, value, value, value end
    local left, right = value.left or 0, value.right or 0
    local leading, trailing = value.leading or 0, value.trailing or 0
    if direction == "rightToLeft" then leading, trailing = trailing, leading end
    return value.top or 0, left + leading, value.bottom or 0, right + trailing
  end,
  -- `value` when it is one of the strings of the list `allowed`; else an error at the
  -- caller's line naming `what`, the value and the nearest allowed one, as an unknown
  -- option is named. For a field a handler of the scene returns (list_separators'
  -- `bottomSeparatorVisibility`): options have `M.types` lists instead.
  oneOf = function(value, allowed, what)
    if type(allowed) == "table" then
      for i = 1, #allowed do if allowed[i] == value then return value end end
    end
    local problem = one_of(type(what) == "string" and what or "value", value, type(allowed) == "table" and plain(allowed) or {})
    if problem ~= nil then error(problem, 2) end
    return value
  end,
  -- A "size" option's width and height: one number for both, { width, height } or
  -- { width =, height = }; nil for false (none given).
  size = function(value)
    if value == false then return nil end
    if type(value) == "number" then return value, value end
    return value.width or value[1], value.height or value[2]
  end,
}

-- math.random, reseeded for every hook call from the section it decorates, so a
-- section's decorations never depend on the order sections are computed in (lazy
-- and eager answers stay equal). xorshift64*, in Lua's 64-bit integers.
local random_state = 1
local function next_random()
  local x = random_state
  x = x ~ (x >> 12); x = x ~ (x << 25); x = x ~ (x >> 27)
  random_state = x
  return (x * 2685821657736338717) >> 11   -- 53 bits
end
function math.random(m, n)
  local r = next_random() / 9007199254740992.0   -- [0, 1)
  if m == nil then return r end
  if n == nil then m, n = 1, m end
  if not (m <= n) then error("bad argument to 'random' (interval is empty)", 2) end
  return m + floor(r * (n - m + 1))
end
local function reseed(index)
  random_state = (index + 1) * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D
  if random_state == 0 then random_state = 1 end
end

-- The geometry `s` ----------------------------------------------------------

-- `s:line(j)` and `s:item(i)`, in C (made below, once `current_s` exists): they know the
-- decorated section's `s` without reading it, and read other sections' `s.index`.
local line, item

-- What the host answers for each field: frames come back as four numbers, made into a
-- table here; insets and the content size as four and two.
local frame_codes = { frame = FIELD.frame, itemsFrame = FIELD.itemsFrame, contentFrame = FIELD.contentFrame,
                      header = FIELD.header, footer = FIELD.footer, bounds = FIELD.bounds,
                      reservedFrame = FIELD.reservedFrame }
local value_codes = { direction = FIELD.direction, layoutDirection = FIELD.layoutDirection, scale = FIELD.scale,
                      sectionCount = FIELD.sectionCount,
                      count = FIELD.count, lineCount = FIELD.lineCount, lineSpacing = FIELD.lineSpacing,
                      interitemSpacing = FIELD.interitemSpacing }
local INSETS_CODE, CONTENT_SIZE_CODE, RESERVED_CODE = FIELD.insets, FIELD.contentSize, FIELD.reserved
local ITEM_SIZE_CODE = FIELD.itemSize
local COUNT_CODE, LINE_COUNT_CODE, DIRECTION_CODE, SECTION_COUNT_CODE = FIELD.count, FIELD.lineCount, FIELD.direction, FIELD.sectionCount

local SECTION_READ_ONLY, LAYOUT_READ_ONLY = "section geometry is read-only", "layout geometry is read-only"
-- The metatable of a section's values (behind the read-only `s`).
local section_meta = { __metatable = READ_ONLY }

-- The `s` of the section being decorated is made once and refilled for every call,
-- and so are its frame tables: a table costs as much as a whole small hook, and
-- read-only views cost three. A hook that keeps `s` (or `s.frame`) past its call
-- sees the next section's values; hooks are pure and do not.
local current_values = setmetatable({}, section_meta)
local current_s = geometry(current_values, SECTION_READ_ONLY, "s")
line, item = paths.make_geometry(current_s, fill_lines, fill_items)
current_values.line, current_values.item = line, item
local reused, reused_views = {}, {}   -- key -> values and read-only view, for current_s
local current_frame = {}
local current_frame_view = geometry(current_frame, SECTION_READ_ONLY, "s.frame")
-- `s.window` (R24, M.window): the lines this call decorates, `first` (1-based) and
-- `count`, and `sectionWide`, true when the call also gives what spans the section
-- (backgrounds, styles). A call for the whole section has all its lines and sectionWide.
local current_window = {}
local current_window_view = geometry(current_window, SECTION_READ_ONLY, "s.window")
-- True while a call decorates one window of a long section's lines (not sectionWide).
local window_call, window_first, window_last = false, 1, 0

-- A read-only table of the fields `names` (values a, b, c, d) for `owner`'s `key`.
local function record_of(owner, what, prefix, key, names, a, b, c, d)
  local values
  if owner == current_values then
    values = reused[key]
    if values == nil then
      values = {}
      reused[key], reused_views[key] = values, geometry(values, what, prefix .. key)
    end
  else
    values = {}
  end
  values[names[1]], values[names[2]] = a, b
  if names[3] ~= nil then values[names[3]], values[names[4]] = c, d end
  if owner == current_values then return reused_views[key] end
  return geometry(values, what, prefix .. key)
end

local RECT, INSETS, SIZE = { "x", "y", "width", "height" }, { "top", "left", "bottom", "right" }, { "width", "height" }

local function lookup(owner, what, prefix, index, key)
  local code = frame_codes[key]
  if code ~= nil then
    local x, y, width, height = field(index, code)
    if x == nil then return nil end
    return record_of(owner, what, prefix, key, RECT, x, y, width, height)
  elseif key == "insets" then
    return record_of(owner, what, prefix, key, INSETS, field(index, INSETS_CODE))
  elseif key == "reserved" then
    return record_of(owner, what, prefix, key, INSETS, field(index, RESERVED_CODE))
  elseif key == "contentSize" then
    return record_of(owner, what, prefix, key, SIZE, field(index, CONTENT_SIZE_CODE))
  elseif key == "itemSize" then
    local width, height = field(index, ITEM_SIZE_CODE)
    if width == nil then return nil end
    return record_of(owner, what, prefix, key, SIZE, width, height)
  end
  code = value_codes[key]
  if code ~= nil then return field(index, code) end
  return nil
end

-- The frame of the section being decorated comes with the call (it is the field
-- plugins read most); other sections' frames, and other fields, from the host.
local frame_index, frame_x, frame_y, frame_width, frame_height = -1, 0, 0, 0, 0
-- The lazy fields of `current_s` read in this call (most hooks read one or two of the
-- fourteen): the next call clears only these.
local filled, filled_count = {}, 0

-- (`current_s.frame` is never asked for here: current_section sets it.)
function section_meta.__index(values, key)
  local value
  if key == "frame" and values.index == frame_index then
    value = record_of(values, SECTION_READ_ONLY, "s.", key, RECT, frame_x, frame_y, frame_width, frame_height)
  else
    value = lookup(values, SECTION_READ_ONLY, "s.", values.index, key)
  end
  if value ~= nil then
    values[key] = value   -- no __newindex on the values: a plain store
    if values == current_values then filled_count = filled_count + 1; filled[filled_count] = key end
  end
  return value
end

-- The fields every plugin reads come in the call; frames are made on first read.
local function section(index, count, line_count, direction, section_count)
  return geometry(setmetatable({ index = index, count = count, lineCount = line_count, direction = direction,
                                 sectionCount = section_count, line = line, item = item }, section_meta),
                  SECTION_READ_ONLY, "s")
end

-- The section being decorated: `current_s`, refilled. Its frame (the field plugins read
-- most, which the caller has just set in frame_x...) is refilled too: four stores cost
-- less than the __index call a lazy frame costs on its first read.
local function current_section(index, count, line_count, direction, section_count)
  local v = current_values
  v.index, v.count, v.lineCount, v.direction, v.sectionCount = index, count, line_count, direction, section_count
  local r = current_frame
  r.x, r.y, r.width, r.height = frame_x, frame_y, frame_width, frame_height
  v.frame = current_frame_view
  v.window = current_window_view
  for i = 1, filled_count do v[filled[i]] = nil end
  filled_count = 0
  return current_s
end

local layout_section = function(_, k)
  return section(k, field(k, COUNT_CODE), field(k, LINE_COUNT_CODE), field(k, DIRECTION_CODE), field(k, SECTION_COUNT_CODE))
end
local layout_meta = { __metatable = READ_ONLY }
function layout_meta.__index(values, key)
  if key == "section" then return layout_section end
  if key ~= "bounds" and key ~= "direction" and key ~= "scale" and key ~= "sectionCount" and key ~= "contentSize"
    and key ~= "layoutDirection" then
    return nil
  end
  local value = lookup(values, LAYOUT_READ_ONLY, "l.", -1, key)
  if value ~= nil then values[key] = value end
  return value
end

-- The output `out` ------------------------------------------------------------

local store = paths.store              -- appends five or seven numbers to the C buffer
local max_index = 9007199254740991     -- 2^53 - 1: the largest item a double holds exactly
local declared, generation = {}, 0     -- declared[handle] == generation: valid in this call
local in_layout = false
local band_low, band_high, vertical = 0, 0, true   -- a window call's band (R24)

local out = {}

-- Memos of the last `out:kind` and `out:style`, when their attributes are plain
-- values: a hook that declares the same style for every section (the usual case)
-- reuses the host's reading of it instead of sending the table again. A memo holds
-- a copy of the attributes and their count.

-- A copy of `attrs` and its size, or nil when it holds a table, function or userdata
-- (whose contents could change behind an equal reference).
local function plain_copy(attrs)
  if type(attrs) ~= "table" then return nil end
  local copy, n = {}, 0
  for key, value in next, attrs do
    local t = type(value)
    if t == "table" or t == "function" or t == "userdata" then return nil end
    copy[key] = value
    n = n + 1
  end
  return copy, n
end

-- True when `attrs`, a plain table (not an options proxy: `sources` knows those),
-- holds exactly the memo's values.
local function same_values(attrs, memo, size)
  if type(attrs) ~= "table" or sources[attrs] ~= nil then return false end
  local n = 0
  for key, value in next, attrs do
    if memo[key] ~= value then return false end
    n = n + 1
  end
  return n == size
end

local memo_kind, memo_attrs, memo_size = nil, nil, -1

function out:kind(kind, attrs)
  local handle
  if memo_attrs ~= nil and kind == memo_kind and same_values(attrs, memo_attrs, memo_size) then
    handle = host_kind_again(self)
  else
    memo_kind, memo_attrs, memo_size = nil, nil, -1
    attrs = plain(attrs)
    handle = host_kind(self, kind, attrs)
    memo_attrs, memo_size = plain_copy(attrs)
    memo_kind = kind
  end
  declared[handle] = generation
  return handle
end

-- Decorations left out with the reason and the plugin's line: flat triples of
-- chunk, line and message, read by the host after the call. The first ten are
-- described; the others only counted (a hook may add a million bad ones).
local skipped, skipped_count, skipped_more = {}, 0, 0
local tracing, traced, traced_lines = false, 0, {}

-- Leaves one decoration out; the rest of the hook's output stands.
local function skip(message)
  if skipped_count >= 30 then
    skipped_more = skipped_more + 1
    skipped[0] = skipped_more
    return
  end
  local chunk, line = plugin_where()
  chunk, line = chunk or "", line or 0
  local n = skipped_count
  skipped[n + 1], skipped[n + 2], skipped[n + 3] = chunk, line, message
  skipped_count = n + 3
end

-- The checked path: every argument checked, errors raised at the plugin's line; a
-- bad frame loses only its decoration.
local function checked_add(self, h, x, y, w, hh, item, section_index)
  if declared[h] ~= generation then
    if type(h) ~= "table" then
      error("unknown decoration handle " .. tostring(h) .. " (get one from out:kind)", 3)
    end
    h, x, y, w, hh, item, section_index = host_record(self, plain(h))
    declared[h] = generation
  end
  if type(x) ~= "number" or type(y) ~= "number" or type(w) ~= "number" or type(hh) ~= "number" then
    error("out:add(handle, x, y, width, height): numbers expected", 3)
  end
  if x - x ~= 0 or y - y ~= 0 or w - w ~= 0 or hh - hh ~= 0 then
    return skip(format("decoration frame is not finite: (%s, %s, %s, %s)", x, y, w, hh))
  end
  if w < 0 or hh < 0 then
    return skip(format("decoration has a negative size: (%s, %s, %s, %s)", x, y, w, hh))
  end
  -- R24: a windowed hook adds only its window's decorations. Anywhere else a decoration
  -- may reach past its section: the snapshot measures how far (MeasuredReach).
  if not in_layout and window_call then
    local low, high = x, x + w
    if vertical then low, high = y, y + hh end
    if low < band_low or high > band_high then
      return skip(format("decoration at (%s, %s, %s, %s) lies outside its window, lines %d...%d of section %d (allowed %s...%s "
        .. "on the scroll axis): a windowed hook adds only its window's decorations", x, y, w, hh, window_first, window_last,
        current_values.index, band_low, band_high))
    end
  end
  -- Item and section numbers travel as doubles: only integers a double holds
  -- exactly (up to 2^53 - 1) come back as the same number.
  if item ~= nil and not (type(item) == "number" and item >= 0 and item <= max_index and item % 1 == 0) then
    error("item must be an integer from 0 to " .. max_index .. ", got " .. tostring(item), 3)
  end
  if item == nil and window_call then
    return skip(format("a windowed hook names each decoration's item (out:add(handle, x, y, width, height, item)): "
      .. "lines %d...%d of section %d added one without", window_first, window_last, current_values.index))
  end
  if section_index ~= nil then
    if not in_layout then error("only a layout hook may name a section", 3) end
    if not (type(section_index) == "number" and section_index >= 0 and section_index <= max_index and section_index % 1 == 0) then
      error("section must be an integer from 0 to " .. max_index .. ", got " .. tostring(section_index), 3)
    end
  end
  -- When the host looks for the line of a duplicate: the line of every decoration
  -- buffered, in order.
  if tracing then
    local _, line = plugin_where()
    traced = traced + 1
    traced_lines[traced] = line or 0
  end
  -- Five numbers (handle, x, y, width, height), or seven with a negated handle
  -- when an item or section is given.
  if item == nil and section_index == nil then
    store(h, x, y, w, hh)
  else
    store(-h, x, y, w, hh, item or -1, section_index or -1)
  end
end

-- The fast path, in C: a handle declared in this call and four numbers are buffered
-- without checks. The host checks every decoration when it reads the buffer; if one
-- is bad, it runs the hook again in checked mode (hooks are pure), where every call
-- comes to `checked_add` and the error names the plugin's line. Anything else goes
-- the checked way at once.
out.add = paths.make_add(checked_add)
-- The memo of `out:style` on the decorated section with a string selector (the host
-- keeps the same one: PluginBridge.style).
local style_target, style_selector, style_attrs, style_size = nil, nil, nil, -1

-- Styles and single-element attributes span the section: a window's call (R24) may not
-- give them, since each window would give them again.
local function section_wide_only(method)
  if window_call then
    error(format("out:%s gives attributes across the section: call it when s.window.sectionWide is true, not in the "
      .. "call for lines %d...%d of section %d", method, window_first, window_last, current_values.index), 3)
  end
end

function out:style(target, selector, attrs, section_index)
  if window_call then section_wide_only("style") end   -- (no call in the common case)
  local own_section = section_index == nil and not in_layout
  if own_section and style_attrs ~= nil and target == style_target and selector == style_selector
      and same_values(attrs, style_attrs, style_size) then
    return host_style_again(self)
  end
  style_attrs = nil
  attrs = plain(attrs)
  host_style(self, target, plain(selector), attrs, section_index)
  if own_section and type(target) == "string" and type(selector) == "string" then
    style_attrs, style_size = plain_copy(attrs)
    style_target, style_selector = target, selector
  end
end
function out:set(target, item, attrs, section_index)
  if window_call then section_wide_only("set") end
  return host_set(self, target, item, plain(attrs), section_index)
end

-- The host has emptied the C buffer and told it the section and the mode
-- (lh_plugin_begin) before the call.
-- `low`, `high`: the band a windowed call's decorations must stay in (R24).
local function begin(low, high, is_vertical, layout, trace)
  generation = generation + 1
  tracing, traced = trace, 0
  if trace then traced_lines = {} end
  if skipped_count > 0 then skipped, skipped_count, skipped_more = {}, 0, 0 end
  band_low, band_high, vertical, in_layout = low, high, is_vertical, layout
end

-- Hooks write to `out` and return nothing: a returned value is a mistake (a hook
-- written for another host, or one that means to return decorations).
local function returned(name, ...)
  local n = select("#", ...)
  if n > 0 then
    error(format("M.%s returned %d value%s (%s); hooks return nothing: they write to out", name, n,
      n == 1 and "" or "s", tostring((...))), 0)
  end
end

-- Returns the decorations left out (or nil) and, when `trace`, the line of each
-- decoration buffered.
local function call_section(hook, index, count_, line_count, section_count, opts, low, high, is_vertical,
                            x, y, width, height, trace, first, count, section_wide)
  begin(low, high, is_vertical, false, trace)
  frame_index, frame_x, frame_y, frame_width, frame_height = index, x, y, width, height
  local w = current_window
  w.first, w.count, w.sectionWide = first, count, section_wide
  window_call, window_first, window_last = not section_wide, first, first + count - 1
  reseed(index)
  returned("section", hook(current_section(index, count_, line_count, is_vertical and "vertical" or "horizontal", section_count), opts, out))
  return skipped_count > 0 and skipped or nil, trace and traced_lines or nil
end

local function call_layout(hook, opts, trace)
  begin(0, 0, true, true, trace)
  window_call = false
  frame_index = -1   -- l:section(k).frame comes from the host, never from a section call
  reseed(-1)
  returned("layout", hook(geometry(setmetatable({}, layout_meta), LAYOUT_READ_ONLY, "l"), opts, out))
  return skipped_count > 0 and skipped or nil, trace and traced_lines or nil
end

-- Item placement (M.place, docs/plugin-api.md) ---------------------------------
-- The plugin sees its section as if it scrolled vertically (the host swaps x and y,
-- width and height, both ways, for a horizontal layout). `box` is made once and
-- refilled per call, like `s`; `box:size(i)` reads the sizes the host wrote into a
-- flat buffer before the call; `out:place(i, x, y, w, h)` is a C function
-- (pluginpaths.c) appending five doubles to a buffer the host reads in place and checks
-- after the call. When one is bad, the host runs the hook again tracing: each
-- `out:place` then runs `traced_place` first, which records the line of every placement.
local place_lines = {}
local marks, marks_count = {}, 0          -- first, last, y, height per declared line
local sizes = { count = 0 }               -- width, height per item (host-filled)
local BOX_READ_ONLY = "the content box is read-only"
local box_values = setmetatable({}, section_meta)
local box_insets_values = {}
local box_insets = geometry(box_insets_values, BOX_READ_ONLY, "box.insets")
local box = geometry(box_values, BOX_READ_ONLY, "box")
function box_values.size(_, i)
  if not (type(i) == "number" and i >= 0 and i < sizes.count and i % 1 == 0) then
    error(format("item %s out of range 0...%d", tostring(i), sizes.count - 1), 2)
  end
  local k = i * 2
  return sizes[k + 1], sizes[k + 2]
end

local placer = {}
-- The traced check the C `out:place` (pluginpaths.c) calls first when the host runs the
-- hook again to name a bad placement: level 3 is the plugin's line (past the C function).
local function traced_place(_, i, x, y, w, h)
  if type(i) ~= "number" or type(x) ~= "number" or type(y) ~= "number" or type(w) ~= "number" or type(h) ~= "number" then
    error("out:place(item, x, y, width, height): numbers expected", 3)
  end
  local _, line = plugin_where()
  place_lines[#place_lines + 1] = line or 0
end
placer.place = paths.make_place(traced_place)
function placer:line(first, last, y, height)
  local n = marks_count
  marks[n + 1], marks[n + 2], marks[n + 3], marks[n + 4] = first, last, y, height
  marks_count = n + 4
end

-- `out:header(top, left, bottom, right)` and `out:footer(...)`: space around the section's
-- header and footer (CHTCollectionViewWaterfallLayout's headerInset and footerInset);
-- `out:extent(length)`: where the items end on the scroll axis, when not at the furthest
-- item. Kept here for the call; the host checks them with the placements.
local header_insets, footer_insets = { 0, 0, 0, 0 }, { 0, 0, 0, 0 }
local header_set, footer_set, items_extent = false, false, nil
local function set_insets(method, into, top, left, bottom, right)
  if type(top) ~= "number" or type(left) ~= "number" or type(bottom) ~= "number" or type(right) ~= "number" then
    error("out:" .. method .. "(top, left, bottom, right): four numbers expected", 3)
  end
  into[1], into[2], into[3], into[4] = top, left, bottom, right
end
function placer:header(top, left, bottom, right)
  set_insets("header", header_insets, top, left, bottom, right)
  header_set = true
end
function placer:footer(top, left, bottom, right)
  set_insets("footer", footer_insets, top, left, bottom, right)
  footer_set = true
end
function placer:extent(length)
  if type(length) ~= "number" then error("out:extent(length): a number expected", 2) end
  items_extent = length
end

-- Returns the numbers of the lines declared, when tracing the line of each placement
-- (the host reads the placements from the C buffer, lh_plugin_placed), and the header's
-- and footer's insets and the items' extent when the hook declared them.
local function call_place(hook, opts, trace, index, count_, width, top, left, bottom, right, interitem, line_spacing,
                          scale, direction, section_count, header, footer, ios10, layout_direction)
  marks_count = 0
  header_set, footer_set, items_extent = false, false, nil
  if trace then place_lines = {} end
  local v = box_values
  v.index, v.count, v.width, v.interitemSpacing, v.lineSpacing = index, count_, width, interitem, line_spacing
  v.scale, v.direction, v.sectionCount = scale, direction, section_count
  v.headerHeight, v.footerHeight, v.insets, v.sizes, v.iOS10 = header, footer, box_insets, sizes, ios10
  v.layoutDirection = layout_direction
  local e = box_insets_values
  e.top, e.left, e.bottom, e.right = top, left, bottom, right
  reseed(index)
  returned("place", hook(box, opts, placer))
  return marks_count, trace and place_lines or nil, header_set and header_insets or nil,
    footer_set and footer_insets or nil, items_extent
end

-- Following the scroll (M.follow, docs/plugin-api.md) -------------------------
-- `view` (the visible rect) is made once and refilled per call, like `s`, which is the
-- decorated section's. `out:move(target, item, x, y, w, h [, zIndex or attrs])` appends
-- seven values (the zIndex or a plain copy of the attributes; `false` when neither is given)
-- to a flat list the host checks after the call; when one is bad, the host runs the hook
-- again with `trace`, which records the line of every move, to name it. A move whose frame
-- is not finite or has a negative size has its line recorded on the fast run too (the
-- check is a few arithmetic operations), so that a hook making it on its first run only is
-- still named at its line.
local moves, moves_count, move_lines, move_tracing = {}, 0, {}, false
local bad_move_lines = nil
local view_values = {}
local view = geometry(view_values, "the view is read-only", "view")
local mover = {}
function mover:move(target, item, x, y, w, h, z)
  if type(target) ~= "string" or type(item) ~= "number" or type(x) ~= "number" or type(y) ~= "number"
     or type(w) ~= "number" or type(h) ~= "number" or (z ~= nil and type(z) ~= "number" and type(z) ~= "table") then
    error("out:move(target, item, x, y, width, height [, zIndex or attributes]): a target string, five numbers "
      .. "and an optional zIndex or table of attributes expected", 2)
  end
  if type(z) == "table" then z = plain(z) end
  local n = moves_count
  moves[n + 1], moves[n + 2], moves[n + 3], moves[n + 4], moves[n + 5], moves[n + 6] = target, item, x, y, w, h
  moves[n + 7] = z or false
  moves_count = n + 7
  if move_tracing then
    local _, line = plugin_where()
    move_lines[n // 7 + 1] = line or 0
  elseif (x - x) + (y - y) + (w - w) + (h - h) ~= 0 or w < 0 or h < 0 then  -- NaN or infinite, or negative
    local _, line = plugin_where()
    bad_move_lines = bad_move_lines or {}
    bad_move_lines[n // 7 + 1] = line or 0
  end
end

-- Returns the count of values moved and, when tracing, the line of each move (else the
-- lines of the bad frames the fast run met, by move, or nil).
local function call_follow(hook, opts, trace, vx, vy, vw, vh, index, count_, line_count, section_count, is_vertical,
                           x, y, width, height)
  moves_count, move_tracing, bad_move_lines = 0, trace, nil
  if trace then move_lines = {} end
  local v = view_values
  v.x, v.y, v.width, v.height = vx, vy, vw, vh
  frame_index, frame_x, frame_y, frame_width, frame_height = index, x, y, width, height
  local w = current_window
  w.first, w.count, w.sectionWide = 1, line_count, true
  window_call = false
  reseed(index)
  returned("follow", hook(view, current_section(index, count_, line_count, is_vertical and "vertical" or "horizontal",
    section_count), opts, mover))
  return moves_count, trace and move_lines or bad_move_lines
end

return call_section, call_layout, out, freeze, call_place, placer, marks, sizes, call_follow, mover, moves
