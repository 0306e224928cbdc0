/*
** CLuaShim: the C side of LuaLayout's Lua embedding.
**
** Everything that may longjmp lives here, so that no Lua error ever jumps over a
** Swift frame (docs/architecture.md, "Rules for embedding Lua", rule 1):
**   - macro replacements Swift cannot import (lh_pop, lh_registryindex, ...);
**   - lh_pcall: the only way Swift runs Lua code (message handler, limits);
**   - the host-function trampoline: Swift returns a status, C raises;
**   - protected helpers for operations that may raise (lua_next, luaL_tolstring);
**   - the sandbox (trimmed libraries, host print and require);
**   - limits: capped allocator, instruction budget, deadline watchdog, interrupts;
**   - the library functions that would escape the limits, replaced (bounded.c:
**     setmetatable without __gc, xpcall, string.rep, table.*; patterns.c: find,
**     match, gmatch, gsub).
** (The plugin host's C functions, CPluginPrelude's pluginpaths.c, keep the same rule:
** the functions Swift calls never raise; the ones that raise are called by Lua.)
**
** Stack effects follow the Lua manual: [-o, +p, x] where x is '-' (never raises),
** 'm' (may raise a memory error) or 'e' (may raise any error). Functions marked 'm'
** are safe to call from Swift because the memory cap is only enforced inside lh_pcall,
** and a failure of the system allocator there stops the process instead of raising
** across Swift frames (lh_alloc). Size hints and keys given by Swift are checked on the
** Swift side so that no other error ('table overflow', 'index is NaN') can arise.
*/
#ifndef CLUASHIM_H
#define CLUASHIM_H

#include <stddef.h>
#include <stdint.h>
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>

/* {==================================================================
** Macro replacements (Swift imports neither function-like nor compound macros)
** =================================================================== */

static inline int lh_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int lh_upvalueindex(int i) { return lua_upvalueindex(i); }
/* [-n, +0, -] */
static inline void lh_pop(lua_State *L, int n) { lua_settop(L, -(n) - 1); }
/* [-0, +1, m] */
static inline void lh_newtable(lua_State *L) { lua_createtable(L, 0, 0); }
/* [-0, +0, -] string at idx, or NULL if the value is not a string (no conversion) */
static inline const char *lh_tostring_strict(lua_State *L, int idx, size_t *len) {
  return lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, len) : NULL;
}
/* [-0, +1, -] pushes registry[ref] and returns its type */
static inline int lh_getref(lua_State *L, int ref) {
  return lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
}
/* [-1, +0, m] pops a value into the registry; returns its reference */
static inline int lh_ref(lua_State *L) { return luaL_ref(L, LUA_REGISTRYINDEX); }
/* [-0, +0, -] */
static inline void lh_unref(lua_State *L, int ref) { luaL_unref(L, LUA_REGISTRYINDEX, ref); }
static inline int lh_noref(void) { return LUA_NOREF; }
static inline int lh_refnil(void) { return LUA_REFNIL; }
static inline int lh_multret(void) { return LUA_MULTRET; }

/* }================================================================== */


/* {==================================================================
** State, host functions, protected calls (bridge.c)
** =================================================================== */

/*
** The one Swift function pointer through which every host function runs.
** `box` is the light userdata given to lh_pushhostfn. Returns the number of results
** it pushed (>= 0), or one of the LH_RAISE_* codes after lh_setraise.
*/
typedef int (*lh_Dispatch)(lua_State *L, void *box);

/* raise the string on top as luaL_error does: prefixed with the caller's "file:line:" */
#define LH_RAISE_WHERE (-1)
/* raise the message unchanged (already located, e.g. from a nested call) */
#define LH_RAISE_RAW (-2)

/*
** [-0, +0, -] Leaves the message a host function raises with LH_RAISE_*: the
** trampoline pushes it after the Swift frame has returned (pushing may raise).
*/
void lh_setraise(lua_State *L, const char *msg, size_t len);

/*
** Creates a state with the capped allocator and the panic handler, and puts the
** message handler at stack slot 1 (resident: lh_pcall never pushes it per call at
** the outermost level). This is the only unprotected step; returns NULL on failure.
*/
lua_State *lh_newstate(lh_Dispatch dispatch);
/* Stops the watchdog, closes the state, frees the host data. */
void lh_close(lua_State *L);

/*
** [-(nargs+1), +(nresults|1), -] Calls the function below the nargs arguments in
** protected mode with the message handler and the current limits. Returns a Lua
** status; on error the message (with traceback, except for LUA_ERRMEM) is on top.
** Nested calls (from inside host functions) run under the outer call's limits.
*/
int lh_pcall(lua_State *L, int nargs, int nresults);

/*
** [-0, +1, m] Pushes a Lua function that runs `box` through the dispatch function.
** `box` must outlive the state (LuaState keeps its boxes until it closes).
*/
void lh_pushhostfn(lua_State *L, void *box);

/*
** [-(nargs), +(nresults|1), -] Runs the C function f on the nargs values on top in
** protected mode (no handler). For cold-path operations that may raise.
*/
int lh_protect(lua_State *L, lua_CFunction f, int nargs, int nresults);

/* [-1, +1, -] under lh_protect: the table on top -> array {k1, v1, k2, v2, ...} (raw) */
int lh_tablepairs(lua_State *L);
/* [-1, +2n, -] under lh_protect (LUA_MULTRET): the table on top -> its key/value pairs */
int lh_flatpairs(lua_State *L);
/* [-1, +1, -] under lh_protect: any value -> luaL_tolstring (honours __tostring) */
int lh_tolstring(lua_State *L);

/*
** [-0, +0, m] Source and current line of the nearest Lua function at stack level
** >= level (level 1 = the caller of the running host function). Copies the short
** source ("Scenes/demo.lua") into buf; returns the line, or -1 if there is none.
*/
int lh_where(lua_State *L, int level, char *buf, size_t buflen);
/* The line where the Lua function on top is defined (its `function` keyword); -1 for
** a C function or another value. Pops the value. Allocates nothing. [-1, +0, -] */
int lh_linedefined(lua_State *L);

/* [-0, +1, m] Loads a chunk in text mode only ("t"): binary chunks are refused. */
int lh_loadbuffer(lua_State *L, const char *s, size_t len, const char *chunkname);
/* [-0, +1, m] Reads and loads a file in text mode under chunkname ("@Plugins/x.lua"). */
int lh_loadfile(lua_State *L, const char *path, const char *chunkname);

/* [-0, +0, m] Raw global access through the registry's globals table. */
int lh_rawgetglobal(lua_State *L, const char *name);      /* [-0, +1, m] */
void lh_rawsetglobal(lua_State *L, const char *name);     /* [-1, +0, m] */

/* [-0, +0, -] Full garbage collection (lua_gc is variadic). */
void lh_collect(lua_State *L);

/* }================================================================== */


/* {==================================================================
** Bulk numbers (numbers.c)
** =================================================================== */

/* [-0, +0, m] t[first + i] = values[i] for i in [0, n); columns (i % stride) whose bit
** is set in intmask are stored as integers. Host code only (memory cap off). */
void lh_writenumbers(lua_State *L, int idx, lua_Integer first, const double *values,
                     size_t n, int stride, unsigned intmask);
/* [-0, +0, -] values[i] = t[first + i]; NaN for non-numbers. Returns the number count. */
size_t lh_readnumbers(lua_State *L, int idx, lua_Integer first, double *values, size_t n);
/* The first i where t[first + i] is not the number values[i], or -1 (numbers.c). */
lua_Integer lh_firstchanged(lua_State *L, int idx, lua_Integer first, const double *values, size_t n);

/* }================================================================== */


/* {==================================================================
** A layer's data per state
** =================================================================== */

/*
** One slot per state for the data of a C layer built on this shim (the plugin host's
** hook buffers: CPluginPrelude's pluginpaths.c). The shim never reads it; it calls
** `free(data)`, when set, after the state is closed. Reaching it is two loads, so a hot
** path may look it up on every call.
*/
typedef struct lh_Extension {
  void *data;
  void (*free)(void *data);
} lh_Extension;

/* [-0, +0, -] The state's slot (the first member of its host data, set by lh_newstate). */
static inline lh_Extension *lh_extension(lua_State *L) {
  return (lh_Extension *)*(void **)lua_getextraspace(L);
}

/* }================================================================== */


/* {==================================================================
** A visible-items handler's call (visibleitems.c)
** =================================================================== */

/* [-0, +1, m] Pushes the call: a C function call(handler, kinds, ox, oy, width, height,
** extra) that gives handler(items, offset, environment, extra) the items of
** lh_visible_begin as proxies (kinds: nil, or item i's kind at [i]) and writes the answer.
** Run it with lh_pcall; its errors name the handler's line. */
void lh_pushvisiblecall(lua_State *L);
/* [-0, +0, -] Starts a call of `count` items: returns room for 8 doubles an item
** (category 1 cell, 2 supplementary, 3 decoration; section, item, x, y, width, height,
** zIndex) for the host to write; NULL if out of memory or a call is already running. */
double *lh_visible_begin(lua_State *L, size_t count);
/* [-0, +0, -] Ends the call (its items are stale from now on, whether it ran or failed):
** the answer, 13 doubles a changed item (index, mask: 1 alpha, 2 zIndex, 4 isHidden,
** 8 center, 16 transform; alpha, zIndex, isHidden, centre x, y, transform a, b, c, d,
** tx, ty), in place until the next call; read it only when the call succeeded. */
const double *lh_visible_end(lua_State *L, size_t *count);

/* }================================================================== */


/* {==================================================================
** Sandbox (sandbox.c)
** =================================================================== */

/*
** [-0, +0, -] Opens base, string, table, math and utf8 inside a protected call,
** then trims them: no dofile/loadfile/load/collectgarbage/print/warn, no string.dump,
** no math.randomseed (math.random is seeded with `seed`), protected string metatable,
** and the host's `require`. Returns a Lua status (message on top on failure).
*/
int lh_opensandbox(lua_State *L, long long seed);
/* [-0, +(0|1), -] Reseeds math.random (deterministic); message on top on failure. */
int lh_seedrandom(lua_State *L, long long seed);
/* [-0, +0, m] Adds a folder to require's search list; chunk names use `prefix`. */
void lh_addrequirepath(lua_State *L, const char *dir, const char *prefix);
/* [-1, +0, m] Pops a sink function and installs `print`, which calls the sink with
** one string: the arguments through tostring, separated by tabs. */
void lh_setprint(lua_State *L);

/* }================================================================== */


/* {==================================================================
** Limits (limits.c)
** =================================================================== */

typedef struct lh_Limits {
  long long instructions;  /* VM instructions per outermost call; 0 = unlimited */
  long long timeout_ns;    /* wall time per outermost call; 0 = none */
  size_t memory;           /* bytes the whole state may hold while Lua runs; 0 = none */
} lh_Limits;

/* What stopped the last outermost lh_pcall (reset at each call). */
enum { LH_TRIP_NONE = 0, LH_TRIP_BUDGET, LH_TRIP_TIMEOUT, LH_TRIP_INTERRUPT };

void lh_setlimits(lua_State *L, lh_Limits limits);
lh_Limits lh_getlimits(lua_State *L);
/* Reason the last outermost call was stopped (LH_TRIP_*). */
int lh_lasttrip(lua_State *L);
/* Charges `work` steps of host work done for the running outermost call to its limits,
** as bounded C functions do (lh_poll), and returns the LH_TRIP_* reason to stop without
** raising it (the caller is Swift); the trip is recorded so the hook raises it again. */
int lh_charge(lua_State *L, long long work);
/* Bytes currently allocated by the state. */
size_t lh_memused(lua_State *L);
/* 1 if the last refused allocation was refused by the memory cap, 0 if by the system. */
int lh_memcapped(lua_State *L);
/* Where the Lua code was when the cap last refused memory in the current (or last)
** outermost call: copies the short source into buf, returns the line or -1. */
int lh_memwhere(lua_State *L, char *buf, size_t buflen);

/*
** Thread-safe interrupt handle: refcounted, outlives the state (it just stops
** doing anything once the state is closed). lh_interrupt may be called from any
** thread; it only sets a flag and a hook, like lua.c's laction.
*/
typedef struct lh_Interrupter lh_Interrupter;
lh_Interrupter *lh_interrupter(lua_State *L);  /* retained: release it */
void lh_interrupter_release(lh_Interrupter *it);
void lh_interrupt(lh_Interrupter *it);

/*
** SIGINT -> interrupt, around a piece of work that may run Lua in any number of states
** (lua.c's docall/laction, widened): between lh_sigint_begin and lh_sigint_end, a
** SIGINT stops the outermost call running at that moment, whichever state it is in,
** and every outermost call that starts after it stops at its first line, so the rest
** of the work runs through without running Lua code; lh_sigint_pending says whether a
** SIGINT came. Further SIGINTs in the same scope do the same (they never kill the
** process). The scope and its target are the shim's only static variables.
*/
void lh_sigint_begin(void);
void lh_sigint_end(void);
/* 1 when a SIGINT came in the current scope (0 outside any). */
int lh_sigint_pending(void);
/* 1 between lh_sigint_begin and lh_sigint_end. */
int lh_sigint_active(void);

/* }================================================================== */

#endif
