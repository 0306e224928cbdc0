#ifndef LUALAYOUT_PLUGIN_PRELUDE_H
#define LUALAYOUT_PLUGIN_PRELUDE_H

#include <stddef.h>
#include <lua5.4/lua.h>

/// The source of prelude.lua, the host's Lua code run in every plugin state, compiled
/// into the binary (so a release binary needs no file beside it). Not NUL-terminated:
/// `*length` receives its size in bytes.
const char *lualayout_prelude_source(size_t *length);

/* {==================================================================
** A plugin hook's hot paths (pluginpaths.c): the prelude's C functions and the buffers
** they share with the host. Stack effects as in CLuaShim.h.
** =================================================================== */

/* [-0, +1, m] Pushes the prelude's table of C functions: make_add(checked_add) -> the
** `out:add` method, store(...) (the checked path's append), make_geometry(current_s,
** fill_lines, fill_items) -> `line`, `item`, make_place(traced) -> the `out:place` method. */
void lh_pushpluginpaths(lua_State *L);
/* [-0, +0, -] Before each hook call: the decorated section (-1 for a layout hook),
** checked mode, and an empty buffer with no handle declared. Returns 0 if out of memory. */
int lh_plugin_begin(lua_State *L, lua_Integer section, int checking);
/* [-0, +0, -] A handle out:kind returned in this call (the fast out:add accepts 1...it). */
void lh_plugin_declared(lua_State *L, lua_Integer handle);
/* [-0, +0, -] The doubles buffered in this call (5 or 7 per decoration), in place. */
const double *lh_plugin_decorations(lua_State *L, size_t *count);
/* [-0, +0, -] Room for `count` lines (6 doubles each: x, y, width, height, first,
** last) or items (4 doubles) of `section`, for the host to write; NULL if out of memory.
** The buffer holds entries `from`..<`from + count` of the section's `total` (lines count
** from 1, items from 0): a windowed hook call (M.window) gets only its window's lines and
** items, and a read outside them asks the host for the range around it. */
double *lh_plugin_lines(lua_State *L, lua_Integer section, lua_Integer from, size_t count, size_t total);
double *lh_plugin_items(lua_State *L, lua_Integer section, lua_Integer from, size_t count, size_t total);
/* [-0, +0, -] Before each M.place call: an empty placement buffer, and whether every
** out:place goes through the traced check first. Returns 0 if out of memory. */
int lh_plugin_beginplace(lua_State *L, int tracing);
/* [-0, +0, -] The line of this call's first fast out:add whose frame is not finite or has
** a negative size (recorded as it was made); 0 when there was none. */
int lh_plugin_baddeco(lua_State *L);
/* [-0, +0, -] The doubles out:place buffered in this call (item, x, y, w, h each), in place. */
const double *lh_plugin_placed(lua_State *L, size_t *count);
/* [-0, +0, -] The line of this call's first out:place with a value that is not a finite
** number (recorded as it was made), and its ordinal; 0 when there was none. */
int lh_plugin_badplace(lua_State *L, size_t *ordinal);

/* }================================================================== */

#endif
