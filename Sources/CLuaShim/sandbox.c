/*
** sandbox.c: the libraries a scene or plugin may use, the host's print and the
** host's require. Whitelist, not blacklist: only base (trimmed), string (without
** dump), table, math (host-seeded random) and utf8 are ever opened; io, os,
** package, debug and coroutine do not exist in a sandboxed state. The functions
** that could escape the limits (setmetatable with __gc, xpcall's handler, long C
** loops, pattern matching) are replaced by bounded.c and patterns.c.
*/
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "lh_internal.h"

#define LH_PATHS "lh.require.paths"   /* registry: {dir1, prefix1, dir2, prefix2, ...} */

/* Marks a module being loaded, to report require loops. */
static const char lh_loading = 0;


/* {==================================================================
** Library trimming
** =================================================================== */

static const luaL_Reg lh_libs[] = {
  {LUA_GNAME, luaopen_base},
  {LUA_STRLIBNAME, luaopen_string},
  {LUA_TABLIBNAME, luaopen_table},
  {LUA_MATHLIBNAME, luaopen_math},
  {LUA_UTF8LIBNAME, luaopen_utf8},
  {NULL, NULL}
};

/* Sets t[names[i]] = nil for the table at idx. [-0, +0, m] */
static void lh_remove(lua_State *L, int idx, const char *const names[]) {
  idx = lua_absindex(L, idx);
  for (; *names != NULL; names++) {
    lua_pushnil(L);
    lua_setfield(L, idx, *names);
  }
}

/* Seeds math.random with the host's seed, then hides randomseed. [-0, +0, e] */
static void lh_seedmath(lua_State *L, lua_Integer seed) {
  static const char *const gone[] = {"randomseed", NULL};
  lua_getglobal(L, LUA_MATHLIBNAME);
  lua_getfield(L, -1, "randomseed");
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, "lh.randomseed");
  lua_pushinteger(L, seed);
  lua_call(L, 1, 0);
  lh_remove(L, -1, gone);
  lua_pop(L, 1);
}

/* getmetatable("") returns false and the metatable cannot be reached. [-0, +0, m] */
static void lh_protectstrings(lua_State *L) {
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
}

/* }================================================================== */


/* {==================================================================
** require: dotted names, resolved only inside the configured folders
** =================================================================== */

/* ^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$ */
static int lh_validname(const char *s) {
  int seglen = 0;
  for (; *s != '\0'; s++) {
    if (*s == '.') {
      if (seglen == 0) return 0;
      seglen = 0;
    } else if ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')
               || (*s >= '0' && *s <= '9') || *s == '_')
      seglen++;
    else
      return 0;
  }
  return seglen > 0;
}

/*
** True when `path` really is inside `dir` once symbolic links are resolved: a link in
** the plugin folder must not let require read a file elsewhere.
*/
static int lh_inside(const char *dir, const char *path, char *resolved) {
  char root[PATH_MAX];
  size_t n;
  if (realpath(dir, root) == NULL || realpath(path, resolved) == NULL) return 0;
  n = strlen(root);
  if (n == 1) return 1;   /* the folder is "/" */
  return strncmp(root, resolved, n) == 0 && resolved[n] == '/';
}

/*
** Tries <dir>/<rel>.lua for the folder pair at paths[i], paths[i+1].
** Found: [-0, +2, e] pushes the chunk and its chunk name ("@Plugins/a/b.lua");
** a syntax error raises. Missing: [-0, +1, m] pushes the chunk name it tried.
*/
static int lh_tryfolder(lua_State *L, int paths, lua_Integer i, const char *rel) {
  const char *path, *shown, *why = "";
  struct stat info;
  lua_rawgeti(L, paths, i);
  path = lua_pushfstring(L, "%s/%s.lua", lua_tostring(L, -1), rel);
  lua_rawgeti(L, paths, i + 1);
  shown = lua_pushfstring(L, "@%s/%s.lua", lua_tostring(L, -1), rel);
  /* stat, not open: opening a named pipe would block until something writes to it. */
  if (stat(path, &info) != 0) {
    lua_replace(L, -4);
    lua_pop(L, 2);
    return 0;
  }
  if (!lh_isregular(path, &why))
    luaL_error(L, "require: %s cannot be loaded: %s", shown + 1, why);
  {
    char resolved[PATH_MAX] = "?";
    if (!lh_inside(lua_tostring(L, -4), path, resolved))
      luaL_error(L, "require: %s is a link to %s, outside the plugin folder; require loads only files inside it",
                 shown + 1, resolved);
  }
  if (lh_loadfile(L, path, shown) != LUA_OK)
    lua_error(L);
  lua_replace(L, -5);   /* chunk, path, prefix, shown */
  lua_replace(L, -3);   /* chunk, shown, prefix */
  lua_pop(L, 1);
  return 1;
}

/*
** Loads module `rel` ("a/b") from the first folder that has it.
** [-0, +2, e] pushes the chunk and its chunk name, or raises "not found".
*/
static void lh_findmodule(lua_State *L, const char *name, const char *rel) {
  lua_Integer i, n;
  int paths, tried;
  lua_getfield(L, LUA_REGISTRYINDEX, LH_PATHS);
  paths = lua_gettop(L);
  lua_pushliteral(L, "");
  tried = lua_gettop(L);
  n = (lua_Integer)lua_rawlen(L, paths);
  for (i = 1; i < n; i += 2) {
    if (lh_tryfolder(L, paths, i, rel)) {
      lua_remove(L, tried);
      lua_remove(L, paths);
      return;
    }
    lua_pushfstring(L, "%s\n\tno file '%s'", lua_tostring(L, tried), lua_tostring(L, -1) + 1);
    lua_replace(L, tried);
    lua_pop(L, 1);
  }
  luaL_error(L, "module '%s' not found:%s", name, lua_tostring(L, tried));
}

/*
** require(name): the cached module, or the result of running <dir>/<name>.lua
** (dots as slashes) from the first configured folder that has it. Upvalue 1 is
** the per-state cache. Returns the module and its file name, like Lua 5.4's.
*/
/* [-0, +1, m] `s` (of `len` bytes) with each NUL byte shown as \0, for a message. */
static const char *lh_pushshown(lua_State *L, const char *s, size_t len) {
  luaL_Buffer b;
  size_t i;
  luaL_buffinit(L, &b);
  for (i = 0; i < len; i++) {
    if (s[i] == '\0') luaL_addstring(&b, "\\0");
    else luaL_addchar(&b, s[i]);
  }
  luaL_pushresult(&b);
  return lua_tostring(L, -1);
}

static int lh_require(lua_State *L) {
  size_t len;
  const char *name = luaL_checklstring(L, 1, &len);
  /* A NUL byte would cut the name short for every C string below ("witness\0.x"
  ** would load witness): refuse it, showing the whole name. */
  if (strlen(name) != len)
    return luaL_error(L, "bad module name '%s' (expected names like 'a.b' made of "
                         "letters, digits and '_', found only in the plugin folders)",
                      lh_pushshown(L, name, len));
  lua_settop(L, 1);
  lua_pushvalue(L, 1);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
    if (lua_touserdata(L, -1) == (void *)&lh_loading)
      return luaL_error(L, "loop or previous error loading module '%s'", name);
    return 1;
  }
  if (!lh_validname(name))
    return luaL_error(L, "bad module name '%s' (expected names like 'a.b' made of "
                         "letters, digits and '_', found only in the plugin folders)", name);
  lua_pushvalue(L, 1);
  lua_pushlightuserdata(L, (void *)&lh_loading);
  lua_rawset(L, lua_upvalueindex(1));
  lh_findmodule(L, name, luaL_gsub(L, name, ".", "/"));  /* name, nil, rel, chunk, shown */
  lua_insert(L, -2);                                      /* ..., shown, chunk */
  lua_pushvalue(L, 1);
  lua_pushstring(L, lua_tostring(L, -3) + 1);
  lua_call(L, 2, 1);                                      /* ..., shown, module */
  if (lua_isnil(L, -1)) { lua_pop(L, 1); lua_pushboolean(L, 1); }
  lua_pushvalue(L, 1);
  lua_pushvalue(L, -2);
  lua_rawset(L, lua_upvalueindex(1));
  lua_pushstring(L, lua_tostring(L, -2) + 1);
  return 2;
}

/* Creates the folder list and the cache, and sets the global require. [-0, +0, e] */
static void lh_openrequire(lua_State *L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, LH_PATHS);
  lua_newtable(L);
  lua_pushcclosure(L, lh_require, 1);
  lua_setglobal(L, "require");
}

void lh_addrequirepath(lua_State *L, const char *dir, const char *prefix) {
  lua_Integer n;
  lua_pushliteral(L, LH_PATHS);
  if (lua_rawget(L, LUA_REGISTRYINDEX) == LUA_TTABLE) {
    n = (lua_Integer)lua_rawlen(L, -1);
    lua_pushstring(L, dir);
    lua_rawseti(L, -2, n + 1);
    lua_pushstring(L, prefix);
    lua_rawseti(L, -2, n + 2);
  }
  lua_pop(L, 1);
}

/* }================================================================== */


/* {==================================================================
** print and opening
** =================================================================== */

/* print(...): tostring of each argument, tab-separated, given to the host sink
** (upvalue 1) as one string. */
static int lh_print(lua_State *L) {
  int i, n = lua_gettop(L);
  luaL_Buffer b;
  lua_pushvalue(L, lua_upvalueindex(1));
  luaL_buffinit(L, &b);
  for (i = 1; i <= n; i++) {
    if (i > 1) luaL_addchar(&b, '\t');
    luaL_tolstring(L, i, NULL);
    luaL_addvalue(&b);
  }
  luaL_pushresult(&b);
  lua_call(L, 1, 0);
  return 0;
}

void lh_setprint(lua_State *L) {
  lua_pushcclosure(L, lh_print, 1);
  lh_rawsetglobal(L, "print");
}

/* Opens and trims the libraries; argument 1 is the random seed. [-1, +0, e] */
static int lh_sandbox(lua_State *L) {
  static const char *const base[] = {
    "dofile", "loadfile", "load", "collectgarbage", "print", "warn", NULL};
  static const char *const str[] = {"dump", NULL};
  lua_Integer seed = lua_tointeger(L, 1);
  const luaL_Reg *lib;
  for (lib = lh_libs; lib->func != NULL; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  lua_pushglobaltable(L);
  lh_remove(L, -1, base);
  lua_getfield(L, -1, LUA_STRLIBNAME);
  lh_remove(L, -1, str);
  lua_pop(L, 2);
  lh_seedmath(L, seed);
  lh_openbounded(L);
  lh_openpatterns(L);
  lh_protectstrings(L);
  lh_openrequire(L);
  return 0;
}

int lh_opensandbox(lua_State *L, long long seed) {
  lua_pushcfunction(L, lh_sandbox);
  lua_pushinteger(L, (lua_Integer)seed);
  return lh_pcall(L, 1, 0);
}

/* Under lh_protect: calls the function at 1 with the values above it. */
static int lh_callvalue(lua_State *L) {
  lua_call(L, lua_gettop(L) - 1, 0);
  return 0;
}

int lh_seedrandom(lua_State *L, long long seed) {
  lua_pushliteral(L, "lh.randomseed");
  if (lua_rawget(L, LUA_REGISTRYINDEX) != LUA_TFUNCTION) {
    lua_pop(L, 1);
    lua_pushliteral(L, "the sandbox is not open");
    return LUA_ERRRUN;
  }
  lua_pushinteger(L, (lua_Integer)seed);
  return lh_protect(L, lh_callvalue, 2, 0);
}

/* }================================================================== */
