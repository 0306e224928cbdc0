/*
** Internal to CLuaShim: the per-state host data shared by bridge.c, sandbox.c and
** limits.c. Not part of the public header.
*/
#ifndef LH_INTERNAL_H
#define LH_INTERNAL_H

#include "CLuaShim.h"

typedef struct lh_Watchdog lh_Watchdog;

/* A visible-items call's items and answer (visibleitems.c); NULL until the first. */
typedef struct lh_VisibleData lh_VisibleData;

/*
** One per lua_State, reachable through lua_getextraspace. Every field except those
** noted is touched only by the thread that owns the state.
*/
typedef struct lh_Host {
  lh_Extension extension;   /* first: lh_extension (CLuaShim.h) reads it through a cast */
  lua_State *L;
  lh_Dispatch dispatch;     /* the Swift function behind every host function */
  size_t used;              /* bytes allocated by the state (allocator accounting) */
  int enforce;              /* 1 while Lua code runs under lh_pcall: the cap applies */
  int swift;                /* 1 while Swift code runs with no protected call above the
                               point where Lua would raise (lh_alloc must not fail) */
  int capped;               /* the last refused allocation was refused by the cap */
  int memline;              /* line of the Lua code the cap last refused; -1 = none */
  char memsrc[LUA_IDSIZE];  /* its short source ("Plugins/x.lua") */
  char *raisemsg;           /* error message a host function left for the trampoline */
  size_t raiselen;
  lh_Limits limits;         /* settings for the next outermost call */
  int depth;                /* lh_pcall nesting: limits start and end at depth 0 */
  int trip;                 /* LH_TRIP_* of the current (or last) outermost call */
  int budgetcount;          /* hook count installed for the instruction budget; 0 = none */
  long long cwork;          /* steps of bounded C functions in this call (lh_poll) */
  int steps;                /* steps counted by lh_step since the last lh_poll */
  long long deadline;       /* CLOCK_MONOTONIC ns when this call's time limit would pass
                               if its thread never waited; 0 = none (the watchdog then
                               checks its CPU time) */
  lh_Interrupter *it;       /* shared with other threads (refcounted) */
  lh_Interrupter *sigintprev; /* the SIGINT target this state's outermost call replaced */
  int sigintpushed;         /* 1 while this state's outermost call is the SIGINT target */
  lh_Watchdog *wd;          /* started lazily by the first call with a timeout */
  lh_VisibleData *visible;  /* made by the first visible-items call (visibleitems.c) */
} lh_Host;

static inline lh_Host *lh_host(lua_State *L) {
  return *(lh_Host **)lua_getextraspace(L);
}

/* bridge.c: the bound on a plugin or module file (TextFile.maximumBytes in Swift). */
#define LH_MAXSOURCE (64 << 20)
/* 1 when path is a regular file of at most LH_MAXSOURCE bytes; else 0, *why says why. */
int lh_isregular(const char *path, const char **why);

/* limits.c */
void *lh_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/* Reports the refused size on stderr and aborts (a failure with Swift frames exposed). */
void lh_hostoutofmemory(size_t nsize);
int lh_limits_open(lh_Host *h);
void lh_limits_close(lh_Host *h);
int lh_limits_begin(lh_Host *h);
/* The SIGINT scope's side of an outermost call (limits.c, "SIGINT"). */
void lh_sigint_enter(lh_Host *h);
void lh_sigint_leave(lh_Host *h);
int lh_limits_end(lh_Host *h, int status, int func);
/* Every LH_POLL_STEPS steps, a bounded C function calls lh_poll(L, steps). [-0, +0, e] */
#define LH_POLL_STEPS 4096
void lh_poll(lua_State *L, lua_Integer work);
/* [-0, +0, e] Counts one step of a bounded C loop; polls every LH_POLL_STEPS. */
static inline void lh_step(lua_State *L) {
  lh_Host *h = lh_host(L);
  if (++h->steps >= LH_POLL_STEPS) {
    h->steps = 0;
    lh_poll(L, LH_POLL_STEPS);
  }
}

/* visibleitems.c */
void lh_visible_free(lh_VisibleData *v);

/* bounded.c: replaces the library functions that can loop in C (after opening). */
void lh_openbounded(lua_State *L);
/* patterns.c: replaces string.find, match, gmatch and gsub (after opening). */
void lh_openpatterns(lua_State *L);

#endif
