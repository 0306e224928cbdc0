/*
** bounded.c: library functions that would otherwise escape the limits (issue 8,
** items 2 and 5). The CPU limits work through a hook, and a hook fires only while
** the VM runs Lua instructions with hooks allowed. Three things run without it:
**
**   - finalizers: Lua turns hooks off while a __gc metamethod runs (lgc.c, GCTM), at
**     any allocation and in lua_close, so a looping __gc could never be stopped.
**     `setmetatable` refuses a metatable with a __gc field, as Luau does; without
**     such a field when setmetatable runs, Lua never marks the object, so adding one
**     later does nothing (manual, 2.5.3). No other way to set a metatable exists in
**     the sandbox (no debug library, protected string metatable), so no finalizer
**     ever runs, at a collection or when a state closes.
**   - message handlers: a hook that raises leaves hooks off (ldo.c, luaD_hook) until
**     the protected call catches the error, and Lua calls the message handler before
**     that. `xpcall` wraps its handler in a C function that does not call it once a
**     limit has tripped: the trip message goes to the catching xpcall unchanged.
**   - long C loops: string.rep, table.move, insert, remove, concat and sort run in C
**     for as long as their arguments say (`string.rep("", math.maxinteger)`,
**     `table.move({}, 1, 2^50, 1, {})`, a __len of 2^50). They are replaced by
**     versions that count one step per element (or repetition, or comparison) and
**     poll the limits every LH_POLL_STEPS steps (lh_step): the time limit and
**     interrupts stop them within a few thousand steps, and when an instruction
**     budget is set the steps of one call may not exceed it either (a count of
**     their own: the VM's count lives in Lua's hook counter, out of reach), so a
**     budget alone bounds them deterministically.
**     string.rep also refuses results above LH_MAXRESULT before allocating. The
**     pattern functions are bounded the same way in patterns.c.
**
** The replacements follow the Lua 5.4 manual's definitions (argument checks and
** messages included); they are written here, not copied from ltablib/lstrlib.
*/
#include <limits.h>
#include <string.h>

#include "lh_internal.h"

/* The largest string string.rep builds, whatever the memory cap says. */
#define LH_MAXRESULT ((size_t)1 << 30)


/* {==================================================================
** setmetatable without __gc, xpcall with a guarded handler
** =================================================================== */

static int lh_setmetatable(lua_State *L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
    return luaL_error(L, "cannot change a protected metatable");
  if (t == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "__gc metamethods are not supported (a finalizer would run "
                           "outside the time and instruction limits)");
    lua_pop(L, 1);
  }
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

/* The message handler xpcall installs: the user's handler (upvalue 1), unless a
** limit has tripped; then hooks are off and the handler could loop for ever. */
static int lh_xpcallhandler(lua_State *L) {
  if (lh_host(L)->trip != LH_TRIP_NONE)
    return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

/* xpcall(f, msgh, ...) -> true, results... | false, handled message */
static int lh_xpcall(lua_State *L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, lh_xpcallhandler, 1);
  lua_replace(L, 2);                 /* f, handler, args... */
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);               /* f, handler, true, f, args... */
  if (lua_pcall(L, n - 2, LUA_MULTRET, 2) != LUA_OK) {
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - 2;
}

/* }================================================================== */


/* {==================================================================
** string.rep
** =================================================================== */

static int lh_rep(lua_State *L) {
  size_t l, lsep, total;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2), i;
  const char *sep = luaL_optlstring(L, 3, "", &lsep);
  luaL_Buffer b;
  char *p;
  if (n <= 0 || l + lsep == 0) {   /* empty, however many times */
    lua_pushliteral(L, "");
    return 1;
  }
  if (l + lsep > LH_MAXRESULT / (lua_Unsigned)n)
    return luaL_error(L, "resulting string too large (string.rep makes at most %I bytes)",
                      (lua_Integer)LH_MAXRESULT);
  total = (size_t)n * l + (size_t)(n - 1) * lsep;
  p = luaL_buffinitsize(L, &b, total);
  for (i = 0; i < n; i++) {
    memcpy(p, s, l);
    p += l;
    if (lsep > 0 && i < n - 1) {
      memcpy(p, sep, lsep);
      p += lsep;
    }
    lh_step(L);
  }
  luaL_pushresultsize(&b, total);
  return 1;
}

/* }================================================================== */


/* {==================================================================
** table.move, insert, remove, concat, sort
** =================================================================== */

enum { LH_TAB_R = 1, LH_TAB_W = 2, LH_TAB_L = 4, LH_TAB_RW = LH_TAB_R | LH_TAB_W };

/* A table, or a value whose metatable has what the operations need (manual 6.6). */
static void lh_checktab(lua_State *L, int arg, int what) {
  int ok;
  if (lua_type(L, arg) == LUA_TTABLE) return;
  ok = lua_getmetatable(L, arg);
  if (ok) {
    if (what & LH_TAB_R) { ok &= lua_getfield(L, -1, "__index") != LUA_TNIL; lua_pop(L, 1); }
    if (what & LH_TAB_W) { ok &= lua_getfield(L, -1, "__newindex") != LUA_TNIL; lua_pop(L, 1); }
    if (what & LH_TAB_L) { ok &= lua_getfield(L, -1, "__len") != LUA_TNIL; lua_pop(L, 1); }
    lua_pop(L, 1);
  }
  if (!ok) luaL_checktype(L, arg, LUA_TTABLE);   /* raises the usual type error */
}

static lua_Integer lh_getn(lua_State *L, int arg, int what) {
  lh_checktab(L, arg, what | LH_TAB_L);
  return luaL_len(L, arg);
}

/* table.move(a1, f, e, t [, a2]) */
static int lh_tmove(lua_State *L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
  lh_checktab(L, 1, LH_TAB_R);
  lh_checktab(L, tt, LH_TAB_W);
  if (e >= f) {
    lua_Integer n, i;
    luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
    n = e - f + 1;
    luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
    if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
      for (i = 0; i < n; i++) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
        lh_step(L);
      }
    } else {   /* overlapping, destination above the source: copy downwards */
      for (i = n - 1; i >= 0; i--) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
        lh_step(L);
      }
    }
  }
  lua_pushvalue(L, tt);
  return 1;
}

/* table.insert(t, [pos,] v) */
static int lh_tinsert(lua_State *L) {
  lua_Integer e = lh_getn(L, 1, LH_TAB_RW) + 1;   /* first empty slot */
  lua_Integer pos, i;
  switch (lua_gettop(L)) {
    case 2:
      pos = e;
      break;
    case 3:
      pos = luaL_checkinteger(L, 2);
      luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
      for (i = e; i > pos; i--) {
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);
        lh_step(L);
      }
      break;
    default:
      return luaL_error(L, "wrong number of arguments to 'insert'");
  }
  lua_seti(L, 1, pos);
  return 0;
}

/* table.remove(t [, pos]) */
static int lh_tremove(lua_State *L) {
  lua_Integer size = lh_getn(L, 1, LH_TAB_RW);
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size)
    luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 1, "position out of bounds");
  lua_geti(L, 1, pos);
  for (; pos < size; pos++) {
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);
    lh_step(L);
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);
  return 1;
}

static void lh_addfield(lua_State *L, luaL_Buffer *b, lua_Integer i) {
  lua_geti(L, 1, i);
  if (!lua_isstring(L, -1))
    luaL_error(L, "invalid value (%s) at index %I in table for 'concat'",
               luaL_typename(L, -1), (lua_Integer)i);
  luaL_addvalue(b);
}

/* table.concat(t [, sep [, i [, j]]]) */
static int lh_tconcat(lua_State *L) {
  luaL_Buffer b;
  lua_Integer last = lh_getn(L, 1, LH_TAB_R);
  size_t lsep;
  const char *sep = luaL_optlstring(L, 2, "", &lsep);
  lua_Integer i = luaL_optinteger(L, 3, 1);
  last = luaL_optinteger(L, 4, last);
  luaL_buffinit(L, &b);
  for (; i < last; i++) {
    lh_addfield(L, &b, i);
    luaL_addlstring(&b, sep, lsep);
    lh_step(L);
  }
  if (i == last)
    lh_addfield(L, &b, i);
  luaL_pushresult(&b);
  return 1;
}

/* The comparison table.sort uses: the caller's function (upvalue 1) or `<`, with a
** step counted per comparison. */
static int lh_sortless(lua_State *L) {
  lh_step(L);
  if (lua_isnil(L, lua_upvalueindex(1))) {
    lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
    return 1;
  }
  lua_settop(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 2, 1);
  return 1;
}

/* table.sort(t [, comp]): the library's sort (upvalue 1), every comparison counted.
** Its arguments are checked here so that their errors name the caller's line; its one
** error of its own ("invalid order function for sorting") would name this C function's
** (no) line, so it is caught and raised again with the caller's. */
static int lh_tsort(lua_State *L) {
  static const char order[] = "invalid order function for sorting";
  lua_Integer n = lh_getn(L, 1, LH_TAB_RW);
  if (n <= 1)   /* nothing to sort, and the library checks nothing more either */
    return 0;
  luaL_argcheck(L, n < INT_MAX, 1, "array too big");
  if (!lua_isnoneornil(L, 2))
    luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_settop(L, 2);
  lua_pushcclosure(L, lh_sortless, 1);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
    if (lua_type(L, -1) == LUA_TSTRING && strcmp(lua_tostring(L, -1), order) == 0)
      return luaL_error(L, "%s", order);
    return lua_error(L);
  }
  return 0;
}

/* }================================================================== */


/* {==================================================================
** Installing
** =================================================================== */

/* lib[name] = f, with the previous lib[name] as upvalue 1. [-0, +0, e] */
static void lh_replace(lua_State *L, const char *lib, const char *name, lua_CFunction f) {
  if (lib == NULL)
    lua_pushglobaltable(L);
  else
    lua_getglobal(L, lib);
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

void lh_openbounded(lua_State *L) {
  lh_replace(L, NULL, "setmetatable", lh_setmetatable);
  lh_replace(L, NULL, "xpcall", lh_xpcall);
  lh_replace(L, LUA_STRLIBNAME, "rep", lh_rep);
  lh_replace(L, LUA_TABLIBNAME, "move", lh_tmove);
  lh_replace(L, LUA_TABLIBNAME, "insert", lh_tinsert);
  lh_replace(L, LUA_TABLIBNAME, "remove", lh_tremove);
  lh_replace(L, LUA_TABLIBNAME, "concat", lh_tconcat);
  lh_replace(L, LUA_TABLIBNAME, "sort", lh_tsort);
}

/* }================================================================== */
