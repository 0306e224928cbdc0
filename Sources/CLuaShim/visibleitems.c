/*
** visibleitems.c: one call of a visible-items handler (docs/layout-rules.md, C32), in C.
**
** The handler gets its items as proxies: a full userdata per item sharing one metatable,
** whose __index reads the item's fields and whose __newindex refuses what may not be set,
** at the line that sets it. After the handler returns, the same C function reads what was
** set into a buffer of doubles the host reads in place.
**
** Why C (callgrind, `lualayout bench visible-items-20`): the same proxies written in Lua
** cost about 1.14M machine instructions a call over 21 items. A scene's handler runs
** under the scene's instruction budget, whose count hook sends every VM instruction
** through luaG_traceexec (about 2x), so every instruction of Lua metamethods was paid
** twice; a C function runs no VM instruction, and its work is bounded by the item count.
**
** Errors: the metamethods raise with luaL_where(L, 1), the Lua function that touched the
** item (the handler's own line), as the Lua version's error(..., 2) did. The answer's
** checks of a table changed in place after its write have no line (error(..., 0)). All of
** it runs inside the host's protected call: no Swift frame is between a raise and it.
**
** Staleness: each call has a serial (lh_visible_begin and lh_visible_end both advance it);
** a proxy made in another call, or used after its call ended, raises.
*/
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lh_internal.h"

/* Doubles an item in the input: category (1 cell, 2 supplementary, 3 decoration),
** section, item, x, y, width, height, zIndex. */
#define LH_VI_IN 8
/* Doubles a changed item in the answer: index, mask, alpha, zIndex, isHidden, centre x
** and y, transform a, b, c, d, tx, ty. */
#define LH_VI_OUT 13

/* The fields a handler may set, as bits of the answer's mask. */
enum { LH_VI_ALPHA = 1, LH_VI_ZINDEX = 2, LH_VI_HIDDEN = 4, LH_VI_CENTER = 8, LH_VI_TRANSFORM = 16 };

/* A proxy's user values: the tables made on first read or set (kept, so that a change in
** place counts), the values set, and the item's kind (nil for a cell). */
enum { UV_CENTER = 1, UV_TRANSFORM, UV_FRAME, UV_ALPHA, UV_ZINDEX, UV_HIDDEN, UV_KIND, UV_COUNT = UV_KIND };

struct lh_VisibleData {
  double *in, *out;         /* the items (LH_VI_IN each) and the answer (LH_VI_OUT each) */
  size_t count, cap;        /* items in this call, and room in both buffers */
  size_t nout;              /* doubles in the answer */
  unsigned long serial;     /* the running call's; proxies of any other are stale */
  int running;              /* between lh_visible_begin and lh_visible_end */
};

typedef struct lh_Proxy {
  unsigned long serial;     /* of the call that made it */
  size_t index;             /* 0-based, in the call's items */
  int mask;                 /* LH_VI_* set through __newindex */
  double checked[6];        /* the transform as its write checked it (NaN: none) */
} lh_Proxy;

static const char *const lh_vi_categories[] = { "cell", "supplementary", "decoration" };
static const char lh_vi_settable[] = "a handler may set alpha, zIndex, isHidden, center and transform";

void lh_visible_free(lh_VisibleData *v) {
  if (v == NULL) return;
  free(v->in);
  free(v->out);
  free(v);
}

double *lh_visible_begin(lua_State *L, size_t count) {
  lh_Host *h = lh_host(L);
  lh_VisibleData *v = h->visible;
  size_t want = count == 0 ? 1 : count;
  if (v == NULL && (v = h->visible = calloc(1, sizeof *v)) == NULL) return NULL;
  if (v->running || count > (size_t)INT_MAX / LH_VI_OUT) return NULL;
  if (want > v->cap) {
    double *in = realloc(v->in, want * LH_VI_IN * sizeof(double));
    if (in == NULL) return NULL;
    v->in = in;
    double *out = realloc(v->out, want * LH_VI_OUT * sizeof(double));
    if (out == NULL) return NULL;
    v->out = out;
    v->cap = want;
  }
  v->count = count;
  v->nout = 0;
  v->serial++;
  v->running = 1;
  return v->in;
}

const double *lh_visible_end(lua_State *L, size_t *count) {
  lh_VisibleData *v = lh_host(L)->visible;
  if (v == NULL) {
    *count = 0;
    return NULL;
  }
  v->serial++;
  v->running = 0;
  *count = v->nout;
  return v->out;
}


/* {==================================================================
** Reading and checking values
** =================================================================== */

static int lh_vi_finite(lua_State *L, int idx, double *n) {
  if (lua_type(L, idx) != LUA_TNUMBER) return 0;
  *n = lua_tonumber(L, idx);
  return isfinite(*n);
}

/* The proxy at 1, or a raise when it belongs to no running call. */
static lh_Proxy *lh_vi_proxy(lua_State *L, lh_VisibleData **vp) {
  lh_VisibleData *v = lh_host(L)->visible;
  lh_Proxy *p = lua_touserdata(L, 1);
  if (p == NULL || v == NULL || lua_rawlen(L, 1) != sizeof *p || p->serial != v->serial)
    luaL_error(L, "an item is valid only during the call it was given to");
  *vp = v;
  return p;
}

/* [-0, +1, m] "cell 3", "header 0", "decoration background 0" (kind, else category). */
static void lh_vi_pushname(lua_State *L, lh_VisibleData *v, lh_Proxy *p, int proxy) {
  const double *in = v->in + p->index * LH_VI_IN;
  int category = (int)in[0];
  if (category == 1 || lua_getiuservalue(L, proxy, UV_KIND) != LUA_TSTRING) {
    if (category != 1) lua_pop(L, 1);
    lua_pushstring(L, lh_vi_categories[(category >= 1 && category <= 3 ? category : 1) - 1]);
  }
  lua_pushfstring(L, " %I", (lua_Integer)in[2]);
  lua_concat(L, 2);
}

/* Raises the item's name, then `n` more strings on top, concatenated; with the place of
** the Lua function that touched the item when `located` (level 1), else without one. */
static int lh_vi_raise(lua_State *L, lh_VisibleData *v, lh_Proxy *p, int proxy, int located, int n) {
  lh_vi_pushname(L, v, p, proxy);
  lua_insert(L, -n - 1);
  if (located) {
    luaL_where(L, 1);
    lua_insert(L, -n - 2);
    n++;
  }
  lua_concat(L, n + 1);
  return lua_error(L);
}

/* [-0, +0, e] x = t.x or t[1], y = t.y or t[2] of the value at idx; 1 when it is a table
** and both are finite numbers. */
static int lh_vi_xy(lua_State *L, int idx, double *x, double *y) {
  int ok;
  if (lua_type(L, idx) != LUA_TTABLE) return 0;
  idx = lua_absindex(L, idx);
  if (lua_getfield(L, idx, "x") == LUA_TNIL || !lua_toboolean(L, -1)) { lua_pop(L, 1); lua_geti(L, idx, 1); }
  if (lua_getfield(L, idx, "y") == LUA_TNIL || !lua_toboolean(L, -1)) { lua_pop(L, 1); lua_geti(L, idx, 2); }
  ok = lh_vi_finite(L, -2, x) && lh_vi_finite(L, -1, y);
  lua_pop(L, 2);
  return ok;
}

/* [-0, +0, e] The six numbers of the transform at idx into t; 1 when it is a table of
** six finite numbers. */
static int lh_vi_transform(lua_State *L, int idx, double t[6]) {
  int k;
  if (lua_type(L, idx) != LUA_TTABLE) return 0;
  idx = lua_absindex(L, idx);
  for (k = 0; k < 6; k++) {
    int ok;
    lua_geti(L, idx, k + 1);
    ok = lh_vi_finite(L, -1, &t[k]);
    lua_pop(L, 1);
    if (!ok) return 0;
  }
  return 1;
}

static int lh_vi_centerbad(lua_State *L, lh_VisibleData *v, lh_Proxy *p, int proxy, int located) {
  lua_pushliteral(L, ": center must be { x = n, y = n } with finite numbers");
  return lh_vi_raise(L, v, p, proxy, located, 1);
}

static int lh_vi_transformbad(lua_State *L, lh_VisibleData *v, lh_Proxy *p, int proxy, int located) {
  lua_pushliteral(L, ": transform must be { a, b, c, d, tx, ty } (6 finite numbers)");
  return lh_vi_raise(L, v, p, proxy, located, 1);
}

/* 1 when the key k of length len is the field name `name` (a Lua string may hold a zero
** byte: "alpha\0x" is not "alpha"). */
#define LH_VI_IS(k, len, name) ((len) == sizeof(name) - 1 && memcmp((k), (name), sizeof(name) - 1) == 0)

/* The field named by the string at idx: its LH_VI_* bit for one a handler may set, -1
** for one it may only read (category, section, item, frame), 0 for any other. */
static int lh_vi_settablebit(lua_State *L, int idx) {
  const char *k;
  size_t len;
  if (lua_type(L, idx) != LUA_TSTRING) return 0;
  k = lua_tolstring(L, idx, &len);
  if (LH_VI_IS(k, len, "alpha")) return LH_VI_ALPHA;
  if (LH_VI_IS(k, len, "transform")) return LH_VI_TRANSFORM;
  if (LH_VI_IS(k, len, "zIndex")) return LH_VI_ZINDEX;
  if (LH_VI_IS(k, len, "center")) return LH_VI_CENTER;
  if (LH_VI_IS(k, len, "isHidden")) return LH_VI_HIDDEN;
  if (LH_VI_IS(k, len, "category") || LH_VI_IS(k, len, "section") || LH_VI_IS(k, len, "item") || LH_VI_IS(k, len, "frame"))
    return -1;
  return 0;
}

/* }================================================================== */


/* {==================================================================
** The proxies' metamethods
** =================================================================== */

/* __index(p, key): a value set, else the item's own; frame, center and transform are
** tables made on first read and kept (changing one in place counts as set). */
static int lh_vi_index(lua_State *L) {
  lh_VisibleData *v;
  lh_Proxy *p = lh_vi_proxy(L, &v);
  const double *in = v->in + p->index * LH_VI_IN;
  const char *k;
  size_t len;
  if (lua_type(L, 2) != LUA_TSTRING) return 0;
  k = lua_tolstring(L, 2, &len);
  if (len == 0) return 0;
  switch (k[0]) {
    case 'c':
      if (LH_VI_IS(k, len, "center")) {
        if (lua_getiuservalue(L, 1, UV_CENTER) == LUA_TNIL) {
          lua_createtable(L, 0, 2);
          lua_pushnumber(L, in[3] + in[5] / 2);
          lua_setfield(L, -2, "x");
          lua_pushnumber(L, in[4] + in[6] / 2);
          lua_setfield(L, -2, "y");
          lua_pushvalue(L, -1);
          lua_setiuservalue(L, 1, UV_CENTER);
        }
        return 1;
      }
      if (LH_VI_IS(k, len, "category")) {
        int category = (int)in[0];
        lua_pushstring(L, lh_vi_categories[(category >= 1 && category <= 3 ? category : 1) - 1]);
        return 1;
      }
      return 0;
    case 'a':
      if (LH_VI_IS(k, len, "alpha")) {
        if (lua_getiuservalue(L, 1, UV_ALPHA) == LUA_TNIL) lua_pushinteger(L, 1);
        return 1;
      }
      return 0;
    case 't':
      if (LH_VI_IS(k, len, "transform")) {
        if (lua_getiuservalue(L, 1, UV_TRANSFORM) == LUA_TNIL) {
          int j;
          static const lua_Integer identity[6] = { 1, 0, 0, 1, 0, 0 };
          lua_createtable(L, 6, 0);
          for (j = 0; j < 6; j++) {
            lua_pushinteger(L, identity[j]);
            lua_rawseti(L, -2, j + 1);
          }
          lua_pushvalue(L, -1);
          lua_setiuservalue(L, 1, UV_TRANSFORM);
        }
        return 1;
      }
      return 0;
    case 'f':
      if (LH_VI_IS(k, len, "frame")) {
        if (lua_getiuservalue(L, 1, UV_FRAME) == LUA_TNIL) {
          lua_createtable(L, 0, 4);
          lua_pushnumber(L, in[3]);
          lua_setfield(L, -2, "x");
          lua_pushnumber(L, in[4]);
          lua_setfield(L, -2, "y");
          lua_pushnumber(L, in[5]);
          lua_setfield(L, -2, "width");
          lua_pushnumber(L, in[6]);
          lua_setfield(L, -2, "height");
          lua_pushvalue(L, -1);
          lua_setiuservalue(L, 1, UV_FRAME);
        }
        return 1;
      }
      return 0;
    case 'i':
      if (LH_VI_IS(k, len, "item")) {
        lua_pushinteger(L, (lua_Integer)in[2]);
        return 1;
      }
      if (LH_VI_IS(k, len, "isHidden")) {
        if (lua_getiuservalue(L, 1, UV_HIDDEN) == LUA_TNIL) lua_pushboolean(L, 0);
        return 1;
      }
      return 0;
    case 'k':
      if (LH_VI_IS(k, len, "kind")) {
        lua_getiuservalue(L, 1, UV_KIND);
        return 1;
      }
      return 0;
    case 's':
      if (LH_VI_IS(k, len, "section")) {
        lua_pushinteger(L, (lua_Integer)in[1]);
        return 1;
      }
      return 0;
    case 'z':
      if (LH_VI_IS(k, len, "zIndex")) {
        if (lua_getiuservalue(L, 1, UV_ZINDEX) == LUA_TNIL) lua_pushinteger(L, (lua_Integer)in[7]);
        return 1;
      }
      return 0;
    default:
      return 0;
  }
}

/* __newindex(p, key, value): each write checked here, so that an error names the
** handler's line. */
static int lh_vi_newindex(lua_State *L) {
  lh_VisibleData *v;
  lh_Proxy *p = lh_vi_proxy(L, &v);
  int bit = lh_vi_settablebit(L, 2);
  double n, x, y;
  lua_settop(L, 3);
  switch (bit) {
    case LH_VI_ALPHA:
      if (!lh_vi_finite(L, 3, &n)) {
        lua_pushliteral(L, ": alpha must be a finite number, got ");
        luaL_tolstring(L, 3, NULL);
        return lh_vi_raise(L, v, p, 1, 1, 2);
      }
      lua_setiuservalue(L, 1, UV_ALPHA);
      break;
    case LH_VI_ZINDEX:
      if (!lh_vi_finite(L, 3, &n) || n != floor(n) || n > 2147483647.0 || n < -2147483648.0) {
        lua_pushliteral(L, ": zIndex must be an integer, got ");
        luaL_tolstring(L, 3, NULL);
        return lh_vi_raise(L, v, p, 1, 1, 2);
      }
      lua_setiuservalue(L, 1, UV_ZINDEX);
      break;
    case LH_VI_HIDDEN:
      if (lua_type(L, 3) != LUA_TBOOLEAN) {
        lua_pushliteral(L, ": isHidden must be a boolean, got ");
        lua_pushstring(L, luaL_typename(L, 3));
        return lh_vi_raise(L, v, p, 1, 1, 2);
      }
      lua_setiuservalue(L, 1, UV_HIDDEN);
      break;
    case LH_VI_CENTER:
      if (!lh_vi_xy(L, 3, &x, &y)) return lh_vi_centerbad(L, v, p, 1, 1);
      lua_setiuservalue(L, 1, UV_CENTER);
      break;
    case LH_VI_TRANSFORM:
      if (!lh_vi_transform(L, 3, p->checked)) {
        p->checked[0] = NAN;   /* a partial read is no check */
        return lh_vi_transformbad(L, v, p, 1, 1);
      }
      lua_setiuservalue(L, 1, UV_TRANSFORM);
      break;
    default: {
      size_t len = 0;
      const char *k = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &len) : "";
      int kind = bit == 0 && LH_VI_IS(k, len, "kind") && lua_getiuservalue(L, 1, UV_KIND) == LUA_TSTRING;
      lua_pushliteral(L, ": ");
      if (bit < 0 || kind) {
        lua_pushliteral(L, "'");
        luaL_tolstring(L, 2, NULL);
        lua_pushfstring(L, "' is read-only; %s", lh_vi_settable);
      } else {
        lua_pushliteral(L, "an item has no field '");
        luaL_tolstring(L, 2, NULL);
        lua_pushfstring(L, "'; %s", lh_vi_settable);
      }
      lua_concat(L, 4);
      return lh_vi_raise(L, v, p, 1, 1, 1);
    }
  }
  p->mask |= bit;
  return 0;
}

/* }================================================================== */


/* {==================================================================
** The call and its answer
** =================================================================== */

/* 1 when the number at idx is exactly n (a non-number never is). Pops it. */
static int lh_vi_popis(lua_State *L, double n) {
  int same = lua_type(L, -1) == LUA_TNUMBER && lua_tonumber(L, -1) == n;
  lua_pop(L, 1);
  return same;
}

/* Writes the answer for the proxy on top (what was set, and the tables read and changed
** in place, checked now without a line) into v->out. [-0, +0, e] */
static void lh_vi_answer(lua_State *L, lh_VisibleData *v, lh_Proxy *p) {
  static const double identity[6] = { 1, 0, 0, 1, 0, 0 };
  const double *in = v->in + p->index * LH_VI_IN;
  double *out = v->out + v->nout;
  double cx = in[3] + in[5] / 2, cy = in[4] + in[6] / 2, t[6];
  int proxy = lua_gettop(L), mask = p->mask, k;
  /* A table read and changed in place (item.center.x = ...) counts as set. */
  if (lua_getiuservalue(L, proxy, UV_CENTER) == LUA_TTABLE && !(mask & LH_VI_CENTER)) {
    lua_getfield(L, -1, "x");
    if (!lh_vi_popis(L, cx)) mask |= LH_VI_CENTER;
    else {
      lua_getfield(L, -1, "y");
      if (!lh_vi_popis(L, cy)) mask |= LH_VI_CENTER;
    }
  }
  if (lua_getiuservalue(L, proxy, UV_TRANSFORM) == LUA_TTABLE && !(mask & LH_VI_TRANSFORM)) {
    for (k = 0; k < 6; k++) {
      lua_geti(L, -1, k + 1);
      if (!lh_vi_popis(L, identity[k])) { mask |= LH_VI_TRANSFORM; break; }
    }
  }
  /* [proxy, center, transform] */
  if (mask == 0) {
    lua_settop(L, proxy);
    return;
  }
  if ((mask & LH_VI_CENTER) && !lh_vi_xy(L, proxy + 1, &cx, &cy)) lh_vi_centerbad(L, v, p, proxy, 0);
  out[0] = (double)p->index;
  out[1] = mask;
  out[2] = lua_getiuservalue(L, proxy, UV_ALPHA) == LUA_TNUMBER ? lua_tonumber(L, -1) : 1;
  out[3] = lua_getiuservalue(L, proxy, UV_ZINDEX) == LUA_TNUMBER ? lua_tonumber(L, -1) : in[7];
  out[4] = lua_getiuservalue(L, proxy, UV_HIDDEN) == LUA_TBOOLEAN && lua_toboolean(L, -1);
  out[5] = cx;
  out[6] = cy;
  if (mask & LH_VI_TRANSFORM) {
    /* A transform is checked again only when it changed in place since its write. */
    int same = 1;
    for (k = 0; k < 6; k++) {
      lua_geti(L, proxy + 2, k + 1);
      if (!lh_vi_popis(L, p->checked[k])) { same = 0; break; }
    }
    if (!same && !lh_vi_transform(L, proxy + 2, p->checked)) lh_vi_transformbad(L, v, p, proxy, 0);
    memcpy(t, p->checked, sizeof t);
  } else {
    memset(t, 0, sizeof t);
  }
  memcpy(out + 7, t, sizeof t);
  v->nout += LH_VI_OUT;
  lua_settop(L, proxy);
}

/*
** call(handler, kinds, ox, oy, width, height, extra): makes the proxies of the items
** lh_visible_begin received (kinds: nil, or the kind of item i at [i]), calls
** handler(items, { x, y }, { container = { contentSize = { width, height } } }, extra),
** then writes the answer. Upvalue 1: the proxies' metatable.
*/
static int lh_vi_call(lua_State *L) {
  lh_VisibleData *v = lh_host(L)->visible;
  size_t i, n;
  int kinds;
  if (v == NULL || !v->running) return luaL_error(L, "no visible items were given");
  luaL_checkstack(L, 24, "the visible items");
  n = v->count;
  lua_settop(L, 7);
  kinds = lua_type(L, 2) == LUA_TTABLE;
  lua_createtable(L, (int)n, 0);   /* 8: the handler's list */
  lua_createtable(L, (int)n, 0);   /* 9: the same proxies, ours (the handler may change its list) */
  for (i = 0; i < n; i++) {
    lh_Proxy *p = lua_newuserdatauv(L, sizeof *p, UV_COUNT);
    p->serial = v->serial;
    p->index = i;
    p->mask = 0;
    p->checked[0] = NAN;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_setmetatable(L, -2);
    if (kinds) {
      if (lua_rawgeti(L, 2, (lua_Integer)i + 1) == LUA_TSTRING) lua_setiuservalue(L, -2, UV_KIND);
      else lua_pop(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_rawseti(L, 8, (lua_Integer)i + 1);
    lua_rawseti(L, 9, (lua_Integer)i + 1);
  }
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 8);
  lua_createtable(L, 0, 2);
  lua_pushvalue(L, 3);
  lua_setfield(L, -2, "x");
  lua_pushvalue(L, 4);
  lua_setfield(L, -2, "y");
  lua_createtable(L, 0, 1);
  lua_createtable(L, 0, 1);
  lua_createtable(L, 0, 2);
  lua_pushvalue(L, 5);
  lua_setfield(L, -2, "width");
  lua_pushvalue(L, 6);
  lua_setfield(L, -2, "height");
  lua_setfield(L, -2, "contentSize");
  lua_setfield(L, -2, "container");
  lua_pushvalue(L, 7);
  lua_call(L, 4, 0);
  v->nout = 0;
  for (i = 0; i < n; i++) {
    lua_rawgeti(L, 9, (lua_Integer)i + 1);
    lh_vi_answer(L, v, lua_touserdata(L, -1));
    lua_pop(L, 1);
  }
  return 0;
}

void lh_pushvisiblecall(lua_State *L) {
  lua_createtable(L, 0, 3);
  lua_pushcfunction(L, lh_vi_index);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, lh_vi_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);   /* getmetatable(item) is false: the proxies' metatable stays ours */
  lua_setfield(L, -2, "__metatable");
  lua_pushcclosure(L, lh_vi_call, 1);
}

/* }================================================================== */
