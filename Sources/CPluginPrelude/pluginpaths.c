/*
** pluginpaths.c: the hot paths of a plugin hook, in C: `out:add` appending to a buffer
** of doubles the host reads in place, and `s:line(j)` / `s:item(i)` reading frames the
** host wrote into buffers of doubles.
**
** Why C (callgrind, `lualayout bench decorate-1m`): in Lua, `out:add` cost ~30 VM
** instructions to check and store five numbers in a table, and the host then read them
** back with three API calls each (~60 machine instructions a number); `s:line(j)` cost
** ~30 VM instructions, and filling the line table ~130 machine instructions a number.
** Here a call is one C function: the numbers go straight into memory the host reads
** (decorations) or wrote (lines and items).
**
** Nothing is lost in checks: the fast `out:add` takes only what the Lua fast path took
** (a handle declared in this call, four numbers, no item or section, not in checked
** mode) and buffers it unchecked, as before: the host checks every decoration as it
** reads the buffer. Anything else goes to the prelude's checked `add`, in Lua. The
** decoration buffer is a full userdata, so it counts against the plugin's memory cap
** like any table would, and a cap refusal is an ordinary memory error at the plugin's
** line. The line and item buffers hold the host's geometry (bounded by the layout, not
** by the plugin) and are plain malloc'ed memory.
**
** It lives with the prelude, not in CLuaShim: it is one half of the protocol between the
** plugin host and prelude.lua (the buffers' layout, the handles, checked mode), which the
** general Lua binding knows nothing of. Its data hangs off the state's extension slot
** (CLuaShim's lh_extension), which CLuaShim frees with the state. As in CLuaShim, what
** Swift calls never raises ([-0, +0, -], or 'm' for lh_pushpluginpaths); the functions
** that raise (a memory error, "line 0 out of range") are called only by Lua.
*/
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <lua5.4/lauxlib.h>

#include "CLuaShim.h"
#include "CPluginPrelude.h"

/* A plugin state's hot-path buffers, in its extension slot; NULL in other states. */
typedef struct lh_PluginData {
  double *deco;             /* the decoration buffer: a userdata kept in the registry */
  size_t count, cap;        /* doubles buffered in this hook call, and room */
  lua_Integer declared;     /* handles 1...declared were declared in this call */
  int checking;             /* the call runs checked: every out:add goes to Lua */
  int baddecoline;          /* the line of the call's first fast out:add whose frame is not
                               finite or has a negative size (0: none) */
  lua_Integer section;      /* the decorated section (the prelude's current `s`) */
  double *lines, *items;    /* frames of section linesfor / itemsfor (malloc'ed) */
  size_t linescap, itemscap, nlines, nitems;
  lua_Integer linesfor, itemsfor;   /* -1: none */
  lua_Integer linesfrom, itemsfrom; /* the first line (1-based) and item (0-based) buffered */
  size_t linestotal, itemstotal;    /* the section's line and item counts */
  double *placed;           /* out:place's buffer: a userdata kept in the registry */
  size_t placedcount, placedcap;
  int placetracing;         /* every out:place goes through the traced Lua check first */
  int badplaceline;         /* the line of the first out:place with a value that is not a
                               finite number in this call (0: none), and its ordinal */
  size_t badplace;
} lh_PluginData;

/* Registry keys of the decoration and placement buffers' userdata (keep them alive). */
static const char lh_decokey = 0;
static const char lh_placedkey = 0;

/* The plugin data of L if made yet (the hot paths' check), else NULL. */
static inline lh_PluginData *lh_plugindataif(lua_State *L) {
  return lh_extension(L)->data;
}

/* Frees the data when CLuaShim closes the state (the userdata buffers went with it). */
static void lh_plugin_free(void *data) {
  lh_PluginData *p = data;
  free(p->lines);
  free(p->items);
  free(p);
}

/* The plugin data of L, made on first use (NULL only if calloc fails). */
static lh_PluginData *lh_plugindata(lua_State *L) {
  lh_Extension *e = lh_extension(L);
  if (e->data == NULL && (e->data = calloc(1, sizeof(lh_PluginData))) != NULL) e->free = lh_plugin_free;
  return e->data;
}

int lh_plugin_begin(lua_State *L, lua_Integer section, int checking) {
  lh_PluginData *p = lh_plugindata(L);
  if (p == NULL) return 0;
  p->section = section;
  p->checking = checking;
  p->declared = 0;
  p->count = 0;
  p->baddecoline = 0;
  p->linesfor = -1;   /* a new call may see another layout */
  p->itemsfor = -1;
  return 1;
}

int lh_plugin_baddeco(lua_State *L) {
  lh_PluginData *p = lh_plugindataif(L);
  return p == NULL ? 0 : p->baddecoline;
}

void lh_plugin_declared(lua_State *L, lua_Integer handle) {
  lh_PluginData *p = lh_plugindata(L);
  if (p != NULL && handle > p->declared) p->declared = handle;
}

const double *lh_plugin_decorations(lua_State *L, size_t *count) {
  lh_PluginData *p = lh_plugindata(L);
  *count = p == NULL ? 0 : p->count;
  return p == NULL ? NULL : p->deco;
}

/* Grows a geometry buffer to hold n doubles; NULL only when malloc fails (a buffer
** exists even for n = 0: a section without lines or items is not out of memory). */
static double *lh_reserve(double **buf, size_t *cap, size_t n) {
  if (n > *cap || *buf == NULL) {
    size_t want = n < 64 ? 64 : n;
    double *grown = realloc(*buf, want * sizeof(double));
    if (grown == NULL) return NULL;
    *buf = grown;
    *cap = want;
  }
  return *buf;
}

double *lh_plugin_lines(lua_State *L, lua_Integer section, lua_Integer from, size_t count, size_t total) {
  lh_PluginData *p = lh_plugindata(L);
  if (p == NULL || lh_reserve(&p->lines, &p->linescap, 6 * count) == NULL) return NULL;
  p->linesfor = section;
  p->linesfrom = from;
  p->nlines = count;
  p->linestotal = total;
  return p->lines;
}

double *lh_plugin_items(lua_State *L, lua_Integer section, lua_Integer from, size_t count, size_t total) {
  lh_PluginData *p = lh_plugindata(L);
  if (p == NULL || lh_reserve(&p->items, &p->itemscap, 4 * count) == NULL) return NULL;
  p->itemsfor = section;
  p->itemsfrom = from;
  p->nitems = count;
  p->itemstotal = total;
  return p->items;
}


/* {==================================================================
** out:add
** =================================================================== */

/* [-0, +0, m] Room for n more doubles in a buffer of `*count` doubles out of `*cap`: a
** bigger userdata, kept under registry key `key` (under the memory cap: a refusal raises a
** memory error here, at the plugin's line). */
static double *lh_room(lua_State *L, double **buf, size_t count, size_t *cap, size_t n, const void *key,
                       const char *toomany) {
  if (count + n > *cap) {
    size_t want = *cap < 256 ? 256 : *cap;
    double *grown;
    while (want < count + n) {
      if (want > ((size_t)-1) / 4 / sizeof(double)) luaL_error(L, "%s", toomany);
      want *= 2;
    }
    grown = lua_newuserdatauv(L, want * sizeof(double), 0);
    if (count > 0) memcpy(grown, *buf, count * sizeof(double));
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);   /* the old one becomes garbage */
    *buf = grown;
    *cap = want;
  }
  return *buf + count;
}

static double *lh_decoroom(lua_State *L, lh_PluginData *p, size_t n) {
  return lh_room(L, &p->deco, p->count, &p->cap, n, &lh_decokey, "too many decorations");
}

/*
** store(n1, ..., nk) with k = 5 or 7: appends the numbers the prelude's checked `add`
** has checked (a handle and a frame; a negated handle, a frame, an item and a section).
*/
static int lh_store(lua_State *L) {
  lh_PluginData *p = lh_plugindata(L);
  int n = lua_gettop(L), i;
  double *to;
  if (p == NULL) return luaL_error(L, "not enough memory");
  if (n != 5 && n != 7) return luaL_error(L, "store: 5 or 7 numbers expected");
  to = lh_decoroom(L, p, (size_t)n);
  for (i = 0; i < n; i++) to[i] = (double)luaL_checknumber(L, i + 1);
  p->count += (size_t)n;
  return 0;
}

/*
** out:add(handle, x, y, width, height [, item [, section]]): the fast path buffers a
** handle declared in this call and four numbers, unchecked (the host checks them as it
** reads); every other call goes to the checked `add` (upvalue 1), in Lua, with the
** same arguments.
*/
static int lh_add(lua_State *L) {
  lh_PluginData *p = lh_plugindataif(L);
  int n = lua_gettop(L);
  /* Handles are integers (out:kind returns them so); a float handle goes the checked way. */
  if (p != NULL && !p->checking && (n == 6 || (n <= 8 && lua_isnoneornil(L, 7) && lua_isnoneornil(L, 8)))
      && lua_isinteger(L, 2)) {
    lua_Integer handle = lua_tointegerx(L, 2, NULL);
    if (handle >= 1 && handle <= p->declared && lua_type(L, 3) == LUA_TNUMBER && lua_type(L, 4) == LUA_TNUMBER
        && lua_type(L, 5) == LUA_TNUMBER && lua_type(L, 6) == LUA_TNUMBER) {
      double *to = p->count + 5 <= p->cap ? p->deco + p->count : lh_decoroom(L, p, 5);
      to[0] = (double)handle;
      to[1] = (double)lua_tonumberx(L, 3, NULL);
      to[2] = (double)lua_tonumberx(L, 4, NULL);
      to[3] = (double)lua_tonumberx(L, 5, NULL);
      to[4] = (double)lua_tonumberx(L, 6, NULL);
      p->count += 5;
      /* The host rejects such a frame as it reads the buffer; its line is recorded now
      ** (lua_getinfo, on that one call only), so that the run the host judges names it. */
      if (p->baddecoline == 0 && !(isfinite(to[1]) && isfinite(to[2]) && isfinite(to[3]) && isfinite(to[4])
                                   && to[3] >= 0 && to[4] >= 0)) {
        lua_Debug ar;
        if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) p->baddecoline = ar.currentline;
      }
      return 0;
    }
  }
  /* A windowed hook (M.window) names each decoration's item: a handle, four numbers and
  ** an integer item ≥ 0 are buffered as seven numbers (negated handle, no section). */
  if (p != NULL && !p->checking && n == 7 && lua_isinteger(L, 2) && lua_isinteger(L, 7)) {
    lua_Integer handle = lua_tointegerx(L, 2, NULL), item = lua_tointegerx(L, 7, NULL);
    if (handle >= 1 && handle <= p->declared && item >= 0 && item <= ((lua_Integer)1 << 53) - 1
        && lua_type(L, 3) == LUA_TNUMBER && lua_type(L, 4) == LUA_TNUMBER
        && lua_type(L, 5) == LUA_TNUMBER && lua_type(L, 6) == LUA_TNUMBER) {
      double *to = p->count + 7 <= p->cap ? p->deco + p->count : lh_decoroom(L, p, 7);
      to[0] = -(double)handle;
      to[1] = (double)lua_tonumberx(L, 3, NULL);
      to[2] = (double)lua_tonumberx(L, 4, NULL);
      to[3] = (double)lua_tonumberx(L, 5, NULL);
      to[4] = (double)lua_tonumberx(L, 6, NULL);
      to[5] = (double)item;
      to[6] = -1;
      p->count += 7;
      return 0;
    }
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, 0);
  return 0;
}

/* make_add(checked_add) -> the C `out:add` falling back on checked_add. */
static int lh_makeadd(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_settop(L, 1);
  lua_pushcclosure(L, lh_add, 1);
  return 1;
}

/* }================================================================== */


/* {==================================================================
** out:place (item placement, M.place)
** =================================================================== */

/*
** out:place(i, x, y, width, height): appends the five numbers to the placement buffer the
** host reads in place and checks (a number for an item of the section, placed once, a
** frame inside the box); a value that is not a number is buffered as NaN, which fails
** that check. The first such placement of a call has its line recorded as it is made
** (lua_getinfo, on that one call only), so that the host names it from the run it judges
** even when a run again would not make it. When the host runs the hook again to name
** another bad placement, every call first goes to the traced check (upvalue 1, in Lua):
** it raises "numbers expected" at the plugin's line and records the line of each placement.
*/
static int lh_place(lua_State *L) {
  lh_PluginData *p = lh_plugindataif(L);
  double *to;
  int i;
  if (p == NULL && (p = lh_plugindata(L)) == NULL) return luaL_error(L, "not enough memory");
  if (p->placetracing) {
    lua_settop(L, 6);
    lua_pushvalue(L, lua_upvalueindex(1));
    for (i = 1; i <= 6; i++) lua_pushvalue(L, i);
    lua_call(L, 6, 0);
  }
  to = p->placedcount + 5 <= p->placedcap
    ? p->placed + p->placedcount
    : lh_room(L, &p->placed, p->placedcount, &p->placedcap, 5, &lh_placedkey, "too many placements");
  for (i = 0; i < 5; i++) to[i] = lua_type(L, i + 2) == LUA_TNUMBER ? (double)lua_tonumberx(L, i + 2, NULL) : NAN;
  if (p->badplaceline == 0
      && !(isfinite(to[0]) && isfinite(to[1]) && isfinite(to[2]) && isfinite(to[3]) && isfinite(to[4]))) {
    lua_Debug ar;
    /* Level 1: the plugin's function that called out:place. */
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) {
      p->badplaceline = ar.currentline;
      p->badplace = p->placedcount / 5;
    }
  }
  p->placedcount += 5;
  return 0;
}

/* make_place(traced) -> the C `out:place`, calling traced(self, i, x, y, w, h) first when tracing. */
static int lh_makeplace(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_settop(L, 1);
  lua_pushcclosure(L, lh_place, 1);
  return 1;
}

int lh_plugin_beginplace(lua_State *L, int tracing) {
  lh_PluginData *p = lh_plugindata(L);
  if (p == NULL) return 0;
  p->placedcount = 0;
  p->placetracing = tracing;
  p->badplaceline = 0;
  p->badplace = 0;
  return 1;
}

int lh_plugin_badplace(lua_State *L, size_t *ordinal) {
  lh_PluginData *p = lh_plugindataif(L);
  if (p == NULL || p->badplaceline == 0) return 0;
  *ordinal = p->badplace;
  return p->badplaceline;
}

const double *lh_plugin_placed(lua_State *L, size_t *count) {
  lh_PluginData *p = lh_plugindata(L);
  *count = p == NULL ? 0 : p->placedcount;
  return p == NULL ? NULL : p->placed;
}

/* }================================================================== */


/* {==================================================================
** s:line(j) and s:item(i)
** =================================================================== */

/* Asks the host function (upvalue 2) to fill the buffer with the frames of section
** `index` (on top) around the entry the plugin asked for (argument 2), or raises. */
static void lh_fill(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, -2);
  lua_pushvalue(L, 2);
  lua_call(L, 2, 0);
}

/*
** The section index of the geometry `s` at 1, on top: the decorated section's (s is
** upvalue 1) without a lookup, any other's from `s.index`. Makes sure the buffer
** (`which`: 0 lines, 1 items) holds frames of that section, asking the host to fill it
** when it does not. Returns the section's number of entries; the index stays on top.
*/
static size_t lh_geometryfor(lua_State *L, lh_PluginData *p, int which) {
  lua_Integer index;
  int isinteger = 1;
  if (lua_rawequal(L, 1, lua_upvalueindex(1))) {
    index = p->section;
    lua_pushinteger(L, index);
  } else {
    lua_getfield(L, 1, "index");
    index = lua_tointegerx(L, -1, &isinteger);
  }
  if (!isinteger || index != (which == 0 ? p->linesfor : p->itemsfor)) lh_fill(L);
  return which == 0 ? p->linestotal : p->itemstotal;
}

/* Makes sure entry k (0-based among the section's, checked in range) is buffered: a
** windowed call holds only its window's frames, so a read outside asks the host for the
** frames around it. Returns its place in the buffer; pops the index geometryfor left. */
static size_t lh_buffered(lua_State *L, lh_PluginData *p, int which, size_t k) {
  lua_Integer from = which == 0 ? p->linesfrom - 1 : p->itemsfrom;
  size_t n = which == 0 ? p->nlines : p->nitems;
  if ((lua_Integer)k < from || (lua_Integer)k >= from + (lua_Integer)n) {
    lh_fill(L);
    from = which == 0 ? p->linesfrom - 1 : p->itemsfrom;
    n = which == 0 ? p->nlines : p->nitems;
    if ((lua_Integer)k < from || (lua_Integer)k >= from + (lua_Integer)n) luaL_error(L, "the host did not give the frame asked for");
  }
  lua_pop(L, 1);
  return (size_t)((lua_Integer)k - from);
}

/* The 0-based entry that number at 2 names, in [low, low + count); else raises as
** the prelude did: "line 0.5 out of range 1...34" at the plugin's line. */
static size_t lh_entry(lua_State *L, const char *what, lua_Integer low, size_t count) {
  double j;
  if (lua_type(L, 2) != LUA_TNUMBER) {
    lua_pushinteger(L, low);
    lua_compare(L, -1, 2, LUA_OPLE);   /* raises: "attempt to compare number with nil" */
    lua_pop(L, 1);
  }
  j = (double)lua_tonumberx(L, 2, NULL);
  if (!(j >= (double)low && j < (double)low + (double)count && j == floor(j))) {
    luaL_tolstring(L, 2, NULL);
    return (size_t)luaL_error(L, "%s %s out of range %d...%d", what, lua_tostring(L, -1), (int)low,
                              (int)(low + (lua_Integer)count - 1));
  }
  return (size_t)((lua_Integer)j - low);
}

/* s:line(j) -> x, y, width, height, first, last (items, 0-based) of line j (1-based). */
static int lh_line(lua_State *L) {
  lh_PluginData *p = lh_plugindataif(L);
  size_t k, count;
  int i;
  /* The loop over the decorated section's lines: an integer in range, frames loaded. */
  if (p != NULL && p->section >= 0 && p->linesfor == p->section && lua_isinteger(L, 2)
      && lua_rawequal(L, 1, lua_upvalueindex(1))) {
    lua_Integer j = lua_tointegerx(L, 2, NULL) - p->linesfrom;
    if (j >= 0 && (lua_Unsigned)j < (lua_Unsigned)p->nlines) {
      const double *line = p->lines + 6 * (size_t)j;
      lua_pushnumber(L, line[0]);
      lua_pushnumber(L, line[1]);
      lua_pushnumber(L, line[2]);
      lua_pushnumber(L, line[3]);
      lua_pushinteger(L, (lua_Integer)line[4]);
      lua_pushinteger(L, (lua_Integer)line[5]);
      return 6;
    }
  }
  if (p == NULL && (p = lh_plugindata(L)) == NULL) return luaL_error(L, "not enough memory");
  count = lh_geometryfor(L, p, 0);
  k = 6 * lh_buffered(L, p, 0, lh_entry(L, "line", 1, count));
  for (i = 0; i < 4; i++) lua_pushnumber(L, p->lines[k + i]);
  lua_pushinteger(L, (lua_Integer)p->lines[k + 4]);
  lua_pushinteger(L, (lua_Integer)p->lines[k + 5]);
  return 6;
}

/* s:item(i) -> x, y, width, height of item i (0-based). */
static int lh_item(lua_State *L) {
  lh_PluginData *p = lh_plugindataif(L);
  size_t k, count;
  int i;
  if (p != NULL && p->section >= 0 && p->itemsfor == p->section && lua_isinteger(L, 2)
      && lua_rawequal(L, 1, lua_upvalueindex(1))) {
    lua_Integer j = lua_tointegerx(L, 2, NULL) - p->itemsfrom;
    if (j >= 0 && (lua_Unsigned)j < (lua_Unsigned)p->nitems) {
      const double *item = p->items + 4 * (size_t)j;
      lua_pushnumber(L, item[0]);
      lua_pushnumber(L, item[1]);
      lua_pushnumber(L, item[2]);
      lua_pushnumber(L, item[3]);
      return 4;
    }
  }
  if (p == NULL && (p = lh_plugindata(L)) == NULL) return luaL_error(L, "not enough memory");
  count = lh_geometryfor(L, p, 1);
  k = 4 * lh_buffered(L, p, 1, lh_entry(L, "item", 0, count));
  for (i = 0; i < 4; i++) lua_pushnumber(L, p->items[k + i]);
  return 4;
}

/* make_geometry(current_s, fill_lines, fill_items) -> line, item */
static int lh_makegeometry(lua_State *L) {
  lua_settop(L, 3);
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, lh_line, 2);
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 3);
  lua_pushcclosure(L, lh_item, 2);
  return 2;
}

/* }================================================================== */


void lh_pushpluginpaths(lua_State *L) {
  lua_createtable(L, 0, 4);
  lua_pushcfunction(L, lh_makeadd);
  lua_setfield(L, -2, "make_add");
  lua_pushcfunction(L, lh_store);
  lua_setfield(L, -2, "store");
  lua_pushcfunction(L, lh_makegeometry);
  lua_setfield(L, -2, "make_geometry");
  lua_pushcfunction(L, lh_makeplace);
  lua_setfield(L, -2, "make_place");
}
