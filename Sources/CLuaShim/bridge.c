/*
** bridge.c: the state, the message handler, protected calls, the host-function
** trampoline and small protected helpers. Modelled on lua.c (msghandler, docall,
** pmain) and on tomsci/LuaSwift's closure trampoline.
*/
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lh_internal.h"


/* {==================================================================
** Message handler and protected calls
** =================================================================== */

/*
** lua.c's msghandler: a non-string error object goes through __tostring or
** becomes "(error object is a %s value)"; then a traceback is appended.
** [-0, +1, m]
*/
static int lh_msgh(lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  if (msg == NULL) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
      msg = lua_tostring(L, -1);
    else
      msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1);
  return 1;
}

/*
** Index of the message handler for a call whose function sits at `func`. At the
** outermost level the handler is resident at slot 1; inside host functions it is
** pushed below the function. [-0, +(0|1), -]
*/
static int lh_msghindex(lua_State *L, int func) {
  if (func > 1 && lua_tocfunction(L, 1) == lh_msgh)
    return 1;
  lua_pushcfunction(L, lh_msgh);
  lua_insert(L, func);
  return func;
}

/* Runs the call with the cap enforced and allocation failures raising (a protected
** call catches them); restores both afterwards. */
static int lh_rawpcall(lh_Host *h, int nargs, int nresults, int msgh) {
  int enforce = h->enforce, swift = h->swift;
  int status;
  h->enforce = h->limits.memory != 0;
  h->swift = 0;
  status = lua_pcall(h->L, nargs, nresults, msgh);
  h->enforce = enforce;
  h->swift = swift;
  return status;
}

int lh_pcall(lua_State *L, int nargs, int nresults) {
  lh_Host *h = lh_host(L);
  int func = lua_gettop(L) - nargs;
  int msgh = lh_msghindex(L, func);
  int status = LUA_OK;
  if (msgh == func) func++;
  if (h->depth == 0)
    status = lh_limits_begin(h);
  if (status == LUA_OK) {
    h->depth++;
    status = lh_rawpcall(h, nargs, nresults, msgh);
    h->depth--;
  } else {
    lua_settop(L, func - 1);
    lua_pushstring(L, "cannot start the watchdog thread");
  }
  if (h->depth == 0)
    status = lh_limits_end(h, status, func);
  if (msgh != 1) lua_remove(L, msgh);
  return status;
}

/* Pushes f below its nargs arguments and calls it without a handler; an allocation
** failure inside is an ordinary LUA_ERRMEM (lh_alloc's `swift` is off). */
int lh_protect(lua_State *L, lua_CFunction f, int nargs, int nresults) {
  lh_Host *h = lh_host(L);
  int swift = h->swift, status;
  lua_pushcfunction(L, f);   /* a light C function: no allocation */
  lua_insert(L, -(nargs + 1));
  h->swift = 0;
  status = lua_pcall(L, nargs, nresults, 0);
  h->swift = swift;
  return status;
}

/* }================================================================== */


/* {==================================================================
** Protected helpers (run through lh_protect)
** =================================================================== */

/*
** The table at 1 -> a new array {k1, v1, k2, v2, ...} built with raw access.
** lua_next may raise ("invalid key to 'next'"), hence the protection.
** [-1, +1, e]
*/
int lh_tablepairs(lua_State *L) {
  lua_Integer n = 0;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, 1) != 0) {
    lua_pushvalue(L, -2);
    lua_rawseti(L, 2, ++n);   /* key */
    lua_rawseti(L, 2, ++n);   /* value (pops it, leaves the key for lua_next) */
  }
  return 1;
}

/* Any value at 1 -> its luaL_tolstring form (honours __tostring, __name). [-1, +1, e] */
int lh_tolstring(lua_State *L) {
  luaL_tolstring(L, 1, NULL);
  return 1;
}

/* }================================================================== */


/* {==================================================================
** Host functions
** =================================================================== */

/*
** The trampoline behind every host function. The Swift dispatch function runs
** with the memory cap off and `swift` on (Swift frames must never see a raise, see
** lh_alloc) and returns a status; raising happens here, after the Swift frame has
** returned. The message was left with lh_setraise, not pushed by Swift: pushing
** allocates, and the stack may be full; here the frame is emptied first (a C
** function's frame always has LUA_MINSTACK free slots above its base).
*/
static int lh_trampoline(lua_State *L) {
  lh_Host *h = lh_host(L);
  int enforce = h->enforce, swift = h->swift;
  int n;
  h->enforce = 0;
  h->swift = 1;
  n = h->dispatch(L, lua_touserdata(L, lua_upvalueindex(1)));
  h->enforce = enforce;
  h->swift = swift;
  if (n >= 0)
    return n;
  lua_settop(L, 0);
  if (h->raisemsg != NULL)
    lua_pushlstring(L, h->raisemsg, h->raiselen);
  else   /* lh_setraise could not copy the message */
    lua_pushliteral(L, "not enough memory for the error message");
  if (n == LH_RAISE_WHERE) {
    luaL_where(L, 1);       /* like luaL_error: "file:line: " of the caller */
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}

void lh_setraise(lua_State *L, const char *msg, size_t len) {
  lh_Host *h = lh_host(L);
  char *buf = realloc(h->raisemsg, len + 1);   /* kept for the next error; freed at close */
  if (buf == NULL) {
    free(h->raisemsg);
    h->raisemsg = NULL;
    return;
  }
  memcpy(buf, msg, len);
  buf[len] = '\0';
  h->raisemsg = buf;
  h->raiselen = len;
}

void lh_pushhostfn(lua_State *L, void *box) {
  lua_pushlightuserdata(L, box);
  lua_pushcclosure(L, lh_trampoline, 1);
}

int lh_where(lua_State *L, int level, char *buf, size_t buflen) {
  lua_Debug ar;
  for (; lua_getstack(L, level, &ar); level++) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline >= 0) {
      snprintf(buf, buflen, "%s", ar.short_src);
      return ar.currentline;
    }
  }
  return -1;
}

int lh_linedefined(lua_State *L) {
  lua_Debug ar;
  if (lua_type(L, -1) != LUA_TFUNCTION) {
    lua_pop(L, 1);
    return -1;
  }
  lua_getinfo(L, ">S", &ar);   /* pops the function */
  return ar.linedefined > 0 ? ar.linedefined : -1;
}

/* }================================================================== */


/* {==================================================================
** Loading chunks (text mode only) and raw globals
** =================================================================== */

/* lua_load parses in protected mode: allocation failures there are LUA_ERRMEM. */
int lh_loadbuffer(lua_State *L, const char *s, size_t len, const char *chunkname) {
  lh_Host *h = lh_host(L);
  int swift = h->swift, status;
  h->swift = 0;
  status = luaL_loadbufferx(L, s, len, chunkname, "t");
  h->swift = swift;
  return status;
}

/*
** Reads a whole plugin or module file into a malloc'ed buffer; NULL if it cannot be
** read, with the reason in *why. Only a regular file of at most LH_MAXSOURCE bytes:
** a plugin folder is the plugin author's, and a named pipe in it would block the
** host (in open, before any limit can act), a device or a huge file would read
** outside the plugin's limits (TextFile.maximumBytes is the Swift side's bound).
*/
static char *lh_readfile(const char *path, size_t *len, const char **why) {
  struct stat info;
  FILE *f;
  int fd;
  char *buf = NULL;
  /* Opened without blocking, then judged by what was opened: a named pipe put where the
  ** file was (between a stat and an open, or at any time) would block open() until a
  ** writer comes, and with it the thread that owns the state (`lualayout serve`'s, which
  ** also takes Ctrl-C). Reading a regular file never blocks, whatever O_NONBLOCK says. */
  if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0) { *why = strerror(errno); return NULL; }
  if (fstat(fd, &info) != 0) { *why = strerror(errno); close(fd); return NULL; }
  if (S_ISDIR(info.st_mode)) { *why = "it is a directory"; close(fd); return NULL; }
  if (!S_ISREG(info.st_mode)) { *why = "it is not a regular file"; close(fd); return NULL; }
  if (info.st_size > LH_MAXSOURCE) { *why = "it is larger than 64 MiB"; close(fd); return NULL; }
  if ((f = fdopen(fd, "rb")) == NULL) { *why = strerror(errno); close(fd); return NULL; }
  if ((buf = malloc((size_t)info.st_size + 1)) == NULL) {
    *why = "not enough memory";
  } else {
    *len = fread(buf, 1, (size_t)info.st_size, f);
    if (ferror(f)) { free(buf); buf = NULL; *why = strerror(errno); }
  }
  fclose(f);
  return buf;
}

int lh_isregular(const char *path, const char **why) {
  struct stat info;
  if (stat(path, &info) != 0) { *why = strerror(errno); return 0; }
  if (S_ISDIR(info.st_mode)) { *why = "it is a directory"; return 0; }
  if (!S_ISREG(info.st_mode)) { *why = "it is not a regular file"; return 0; }
  if (info.st_size > LH_MAXSOURCE) { *why = "it is larger than 64 MiB"; return 0; }
  return 1;
}

int lh_loadfile(lua_State *L, const char *path, const char *chunkname) {
  size_t len = 0;
  const char *why = "";
  char *buf = lh_readfile(path, &len, &why);
  int status;
  if (buf == NULL) {
    lua_pushfstring(L, "cannot read %s: %s", path, why);
    return LUA_ERRFILE;
  }
  /* A UTF-8 byte-order mark is skipped, as luaL_loadfilex does. */
  if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
    status = lh_loadbuffer(L, buf + 3, len - 3, chunkname);
  else
    status = lh_loadbuffer(L, buf, len, chunkname);
  free(buf);
  return status;
}

int lh_rawgetglobal(lua_State *L, const char *name) {
  int t;
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  lua_pushstring(L, name);
  t = lua_rawget(L, -2);
  lua_remove(L, -2);
  return t;
}

void lh_rawsetglobal(lua_State *L, const char *name) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  lua_pushstring(L, name);
  lua_rotate(L, -3, -1);     /* globals, name, value */
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

void lh_collect(lua_State *L) {
  lua_gc(L, LUA_GCCOLLECT);
}

/* }================================================================== */


/* {==================================================================
** State
** =================================================================== */

/* Never return into Swift from an unprotected error: report and abort. */
static int lh_panic(lua_State *L) {
  const char *msg = lua_tostring(L, -1);
  fprintf(stderr, "LuaLayout: unprotected Lua error: %s\n", msg ? msg : "?");
  fflush(stderr);
  abort();
  return 0;
}

lua_State *lh_newstate(lh_Dispatch dispatch) {
  lh_Host *h = calloc(1, sizeof(lh_Host));
  if (h == NULL) return NULL;
  h->dispatch = dispatch;
  if ((h->L = lua_newstate(lh_alloc, h)) == NULL) {
    free(h);
    return NULL;
  }
  *(lh_Host **)lua_getextraspace(h->L) = h;
  h->memline = -1;
  lua_atpanic(h->L, lh_panic);
  if (lh_limits_open(h) != 0) {
    lua_close(h->L);
    free(h);
    return NULL;
  }
  lua_pushcfunction(h->L, lh_msgh);   /* resident at slot 1 */
  h->swift = 1;                       /* from now on, Swift owns the C stack */
  return h->L;
}

/* Stops the watchdog and detaches interrupters first: nothing may touch L while
** (or after) it closes. The host data goes last: finalizers run by lua_close use it. */
void lh_close(lua_State *L) {
  lh_Host *h = lh_host(L);
  lh_limits_close(h);
  h->swift = 0;   /* closing frees; nothing it does can raise into Swift */
  lua_close(L);
  lh_interrupter_release(h->it);
  if (h->extension.free != NULL) h->extension.free(h->extension.data);
  lh_visible_free(h->visible);
  free(h->raisemsg);
  free(h);
}

/* }================================================================== */


/* {==================================================================
** Flat pairs
** =================================================================== */

/*
** [-1, +2n, e] Under lh_protect with LUA_MULTRET: replaces the table at 1 by its n
** key/value pairs, raw and in lua_next order. A table of more than 256 pairs is an
** error (a record of attributes is small; this is not for arrays).
*/
int lh_flatpairs(lua_State *L) {
  int n = 0;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_pushnil(L);
  while (lua_next(L, 1) != 0) {
    if (++n > 256) return luaL_error(L, "too many attributes (more than 256)");
    luaL_checkstack(L, 3, "too many attributes");
    lua_pushvalue(L, -2);      /* key, value, key: the pair stays, lua_next takes the copy */
  }
  lua_remove(L, 1);
  return 2 * n;
}
