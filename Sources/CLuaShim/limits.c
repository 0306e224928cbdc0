/*
** limits.c: memory cap, instruction budget, deadline watchdog and interrupts.
**
** All CPU limits share one hook, lh_hook, in lua.c's laction/lstop style: whoever
** wants to stop Lua (the budget, the watchdog thread, interrupt(), SIGINT) only
** arms the hook; the hook, running on the Lua thread, decides why and raises.
** Once it has raised it keeps firing on every line, so Lua code cannot swallow the
** error with pcall. The budget and the time limit work together: arming does not
** depend on the budget's hook count (lh_arm), so whichever comes first stops the
** call. C loops that never reach the hook poll the same reasons (lh_poll); the
** code that runs with hooks off (finalizers, message handlers after a trip) is kept
** out by bounded.c.
**
** Measured on the shared 2-core dev VM (Lua 5.4.4, Swift 6.3.1 release build,
** LuaLimitsBenchmarkTests, best of 3 per run, 5 runs, load 1-2 from other builds):
**   `for i = 1, 2e7 do x = x + i end`, per iteration:
**     no limits                          2.7-3.4 ns  (4.2 ns in the most loaded run)
**     deadline (watchdog, never fires)   2.7-3.2 ns  -> no steady cost
**     instruction budget (count hook)    5.3-7.9 ns  -> about 2x: any hook mask sends
**                                        every instruction through luaG_traceexec
**   one hook call from Swift (push ref, presized 8-number table, out table, pcall):
**     no limits ~200-240 ns; deadline ~225-300 ns (clock_gettime + two atomics per
**     call); budget ~210-290 ns.
**   new sandboxed state + close: 12-15 us, about 14 KB.
** So scenes (deterministic) pay for the budget; plugins use the watchdog.
**
** The time limit counts the CPU time the call used on its thread, not the time that
** passed: on a busy machine (a CI runner building something else) a thread waits for
** a core, and a wall-clock limit of 20 ms then stopped plugins that had run for 2. Reading
** a thread's CPU clock costs a system call (about 2 us here, against 77 ns for
** CLOCK_MONOTONIC), too much for every call, so the watchdog reads it, and only when the
** wall-clock deadline has passed: CPU time never exceeds wall time, so until then the
** call cannot have used its limit. See lh_wd_main for the bound it then works with.
*/
#define _GNU_SOURCE   /* pthread_setname_np; also clock_gettime, sigaction, pthread_condattr_setclock */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lh_internal.h"


/* {==================================================================
** Capped allocator (lua_Alloc contract: shrinking never fails)
** =================================================================== */

/*
** Records where Lua code was when the cap refused it: a memory error has no message
** handler and no "file:line:" (Lua raises LUA_ERRMEM directly). Reading the call
** stack here is safe: the cap refuses only growth while Lua code runs (`enforce`),
** and Lua allocates a new block before it moves anything (stack, CallInfo, table
** parts), so the frames are consistent; lua_getinfo with "Sl" allocates nothing.
**
** The place is the innermost frame of a file ("@" source: a plugin, a module it
** requires, a scene), not of the host's own Lua code ("=lualayout/prelude.lua", whose lines mean
** nothing to the user: `out:add` in a loop that fills the memory); failing that, the
** innermost frame with a line. A refusal with no Lua frame at all (Lua shrinking its
** stack after the error unwound it) keeps the place recorded before it.
**
** lua_getstack costs one step per level, so the walk looks at the innermost
** LH_MEMWHERE_LEVELS levels and, when none of them is a file's (a plugin function
** that tail-calls lualayout.matches, which calls it again: only host frames stay on
** the stack), at the outermost ones, as luaL_traceback does: the plugin code that
** went into the host and never came back.
*/
#define LH_MEMWHERE_LEVELS 64

/* Records `ar` when it has a line and is a file's, or nothing was found yet; returns 1
** once a file's frame is recorded. */
static int lh_notememframe(lh_Host *h, lua_Debug *ar, int *found) {
  lua_getinfo(h->L, "Sl", ar);
  if (ar->currentline <= 0) return 0;
  if (!*found || ar->source[0] == '@') {
    memcpy(h->memsrc, ar->short_src, sizeof h->memsrc);
    h->memline = ar->currentline;
    *found = 1;
  }
  return ar->source[0] == '@';
}

/* The deepest level that exists (lauxlib's lastlevel). */
static int lh_lastlevel(lua_State *L) {
  lua_Debug ar;
  int li = 1, le = 1;
  while (lua_getstack(L, le, &ar)) { li = le; le *= 2; }
  while (li < le) {
    int m = (li + le) / 2;
    if (lua_getstack(L, m, &ar)) li = m + 1;
    else le = m;
  }
  return le - 1;
}

static void lh_notememwhere(lh_Host *h) {
  lua_Debug ar;
  int level, last, found = 0;
  for (level = 0; level < LH_MEMWHERE_LEVELS && lua_getstack(h->L, level, &ar); level++)
    if (lh_notememframe(h, &ar, &found)) return;
  if (level < LH_MEMWHERE_LEVELS) return;   /* the whole stack was seen */
  last = lh_lastlevel(h->L);
  level = last - LH_MEMWHERE_LEVELS + 1;
  if (level < LH_MEMWHERE_LEVELS) level = LH_MEMWHERE_LEVELS;
  for (; level <= last && lua_getstack(h->L, level, &ar); level++)
    if (lh_notememframe(h, &ar, &found)) return;
}

/*
** Accounts every block; refuses growth beyond the cap only while `enforce` is on,
** i.e. while Lua code runs under lh_pcall, so host-side marshalling never raises.
**
** A failure while Swift code runs (`swift`: inside a host function's Swift body, or
** outside any protected call) would make Lua raise across Swift frames (skipping
** defer and ARC: undefined behaviour) or panic. The cap is off there, so only the
** system can refuse, and then the process stops with a message instead (issue 8,
** item 12). Everything that loads, calls or converts from Swift runs in protected
** mode (lh_pcall, lh_protect, lh_loadbuffer), where `swift` is 0 and a failure is an
** ordinary LUA_ERRMEM.
*/
void *lh_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  lh_Host *h = (lh_Host *)ud;
  size_t old = ptr ? osize : 0;
  void *block;
  if (nsize == 0) {
    free(ptr);
    h->used -= old;
    return NULL;
  }
  if (nsize > old && h->enforce && h->limits.memory != 0
      && h->used - old + nsize > h->limits.memory) {
    h->capped = 1;
    lh_notememwhere(h);
    return NULL;
  }
  block = realloc(ptr, nsize);
  if (block == NULL) {
    if (nsize <= old) return ptr;   /* shrinking cannot fail */
    if (h->swift) lh_hostoutofmemory(nsize);
    h->capped = 0;
    return NULL;
  }
  h->used = h->used - old + nsize;
  return block;
}

size_t lh_memused(lua_State *L) { return lh_host(L)->used; }
int lh_memcapped(lua_State *L) { return lh_host(L)->capped; }

int lh_memwhere(lua_State *L, char *buf, size_t buflen) {
  lh_Host *h = lh_host(L);
  if (h->memline < 0 || buflen == 0) return -1;
  snprintf(buf, buflen, "%s", h->memsrc);
  return h->memline;
}

void lh_hostoutofmemory(size_t nsize) {
  fprintf(stderr, "LuaLayout: out of memory in host code (the system refused %zu bytes); "
                  "stopping rather than unwinding Swift frames\n", nsize);
  fflush(stderr);
  abort();
}

/* }================================================================== */


/* {==================================================================
** Clock and interrupter
** =================================================================== */

static long long lh_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

struct lh_Interrupter {
  atomic_int refs;
  atomic_int requested;     /* set by any thread or a signal handler */
  pthread_mutex_t mu;       /* guards L against lh_close */
  lua_State *L;             /* NULL once the state is closed */
};

static void lh_hook(lua_State *L, lua_Debug *ar);

/*
** Arms the hook to fire at the next instruction or line (safe from other threads
** and signal handlers: ldebug.c's lua_sethook is designed for that). The count alone
** is not enough: while the instruction budget's count hook is installed, the Lua
** thread decrements and resets `hookcount` at every instruction and may overwrite
** the 1 written here with the budget's count, losing the arm until the budget runs
** out (issue 8, item 3). The line mask does not depend on `hookcount`: every loop
** jumps backwards and every function starts, which fires it. Both events happen
** only in Lua functions, so the hook never raises inside a C function such as the
** __close of a luaL_Buffer that runs while an error unwinds (lua.c's laction also
** arms call and return events; they would raise there and lose the location).
*/
static void lh_arm(lua_State *L) {
  lua_sethook(L, lh_hook, LUA_MASKLINE | LUA_MASKCOUNT, 1);
}

lh_Interrupter *lh_interrupter(lua_State *L) {
  lh_Interrupter *it = lh_host(L)->it;
  atomic_fetch_add(&it->refs, 1);
  return it;
}

void lh_interrupter_release(lh_Interrupter *it) {
  if (it != NULL && atomic_fetch_sub(&it->refs, 1) == 1) {
    pthread_mutex_destroy(&it->mu);
    free(it);
  }
}

void lh_interrupt(lh_Interrupter *it) {
  pthread_mutex_lock(&it->mu);
  if (it->L != NULL) {
    atomic_store(&it->requested, 1);
    lh_arm(it->L);
  }
  pthread_mutex_unlock(&it->mu);
}

/* }================================================================== */


/* {==================================================================
** Watchdog thread: arms the hook only when the deadline has passed
** =================================================================== */

struct lh_Watchdog {
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  atomic_llong deadline;      /* wall-clock deadline of the running call; 0 = idle */
  atomic_llong start;         /* when the running call began (CLOCK_MONOTONIC ns) */
  atomic_int cpuclock;        /* the CPU clock of the thread running it */
  atomic_llong expired;       /* the deadline of the call that used its time limit */
  atomic_llong waiting;       /* deadline the thread sleeps until; LLONG_MAX = none */
  atomic_int sleeping;        /* 1 while waiting for a new deadline */
  int quit;
  lua_State *L;
};

/* Sleeps until the deadline d, or until woken. Called with mu held. */
static void lh_wd_sleepuntil(lh_Watchdog *wd, long long d) {
  struct timespec ts;
  ts.tv_sec = d / 1000000000LL;
  ts.tv_nsec = d % 1000000000LL;
  atomic_store(&wd->waiting, d);
  pthread_cond_timedwait(&wd->cv, &wd->mu, &ts);
  atomic_store(&wd->waiting, __LONG_LONG_MAX__);
}

/* Sleeps until the deadline changes from d. Called with mu held. The store to
** `sleeping` before re-reading `deadline` pairs with lh_wd_start's store/load. */
static void lh_wd_idle(lh_Watchdog *wd, long long d) {
  atomic_store(&wd->sleeping, 1);
  if (atomic_load(&wd->deadline) == d && !wd->quit)
    pthread_cond_wait(&wd->cv, &wd->mu);
  atomic_store(&wd->sleeping, 0);
}

/* The CPU time of a thread in ns, or -1 when its clock cannot be read. */
static long long lh_cputime(clockid_t clock) {
  struct timespec ts;
  if (clock_gettime(clock, &ts) != 0) return -1;
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* What the watchdog knows of the running call: when it began, its thread's CPU clock,
** and the thread's CPU time when the watchdog first saw the call (`seenat`). */
typedef struct lh_WatchedCall {
  long long deadline, start, seenat, seencpu, check;
  clockid_t clock;
} lh_WatchedCall;

/*
** An upper bound on the CPU time the call has used by `now`: what its thread used since
** the watchdog first saw the call, plus all the time before that (the watchdog sees a
** call late when it slept until an earlier deadline, and may not count that part as
** idle). Without a readable clock the bound is the wall time.
*/
static long long lh_cpuused(const lh_WatchedCall *c, long long now) {
  long long cpu = c->seencpu < 0 ? -1 : lh_cputime(c->clock);
  if (cpu < 0) return now - c->start;
  return (cpu - c->seencpu) + (c->seenat - c->start);
}

/*
** Sleeps until the running call's wall-clock deadline; then, while the call has used
** less CPU time than its limit (by the bound above), sleeps for the rest of the limit
** and looks again. Once the limit is used it records the call as expired and arms the
** hook, which raises. A loop is stopped after at most its limit of CPU time, however
** long the machine made it wait.
*/
static void *lh_wd_main(void *arg) {
  lh_Watchdog *wd = arg;
  long long armed = 0;
  lh_WatchedCall c = { 0, 0, 0, -1, 0, 0 };
  pthread_mutex_lock(&wd->mu);
  while (!wd->quit) {
    long long d = atomic_load(&wd->deadline), now, used;
    if (d == 0 || d == armed) {
      lh_wd_idle(wd, d);
      continue;
    }
    if (d != c.deadline) {
      c.start = atomic_load(&wd->start);
      c.clock = (clockid_t)atomic_load(&wd->cpuclock);
      if (atomic_load(&wd->deadline) != d) continue;   /* a newer call began meanwhile */
      c.deadline = c.check = d;
      c.seenat = lh_now();
      c.seencpu = lh_cputime(c.clock);
    }
    now = lh_now();
    if (now < c.check) {
      lh_wd_sleepuntil(wd, c.check);
      continue;
    }
    used = lh_cpuused(&c, now);
    if (used >= d - c.start) {
      atomic_store(&wd->expired, d);
      lh_arm(wd->L);          /* the hook sees `expired` and raises */
      armed = d;
    } else
      c.check = now + (d - c.start - used);
  }
  pthread_mutex_unlock(&wd->mu);
  return NULL;
}

static lh_Watchdog *lh_wd_new(lua_State *L) {
  lh_Watchdog *wd = calloc(1, sizeof(lh_Watchdog));
  pthread_condattr_t ca;
  sigset_t all, old;
  int created;
  if (wd == NULL) return NULL;
  wd->L = L;
  atomic_store(&wd->waiting, __LONG_LONG_MAX__);
  pthread_mutex_init(&wd->mu, NULL);
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&wd->cv, &ca);
  pthread_condattr_destroy(&ca);
  /* The thread blocks every signal (it inherits the mask in force at creation): a
  ** process-directed SIGINT must reach a thread that handles it (the REPL's, or
  ** lh_sigint_action), never this one. */
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  created = pthread_create(&wd->thread, NULL, lh_wd_main, wd);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (created != 0) {
    pthread_cond_destroy(&wd->cv);
    pthread_mutex_destroy(&wd->mu);
    free(wd);
    return NULL;
  }
  pthread_setname_np(wd->thread, "lh-watchdog");   /* for ps, gdb and the tests */
  return wd;
}

/* Publishes a call's start, thread and deadline (the deadline last: the watchdog reads
** it before and after the others); wakes the thread only if it is idle or sleeping
** until a later deadline (steady state: a few atomic stores and loads per call). */
static void lh_wd_start(lh_Watchdog *wd, long long start, long long d) {
  clockid_t clock;
  if (pthread_getcpuclockid(pthread_self(), &clock) != 0) clock = CLOCK_MONOTONIC;
  atomic_store(&wd->start, start);
  atomic_store(&wd->cpuclock, (int)clock);
  atomic_store(&wd->deadline, d);
  if (atomic_load(&wd->sleeping) || d < atomic_load(&wd->waiting)) {
    pthread_mutex_lock(&wd->mu);
    pthread_cond_signal(&wd->cv);
    pthread_mutex_unlock(&wd->mu);
  }
}

static void lh_wd_free(lh_Watchdog *wd) {
  if (wd == NULL) return;
  pthread_mutex_lock(&wd->mu);
  wd->quit = 1;
  pthread_cond_signal(&wd->cv);
  pthread_mutex_unlock(&wd->mu);
  pthread_join(wd->thread, NULL);
  pthread_cond_destroy(&wd->cv);
  pthread_mutex_destroy(&wd->mu);
  free(wd);
}

/* }================================================================== */


/* {==================================================================
** The hook and the per-call protocol
** =================================================================== */

/* A reason to stop that does not depend on why the hook fired: an interrupt, a
** trip already raised in this call (it keeps firing), or a time limit the watchdog
** found used (lh_wd_main: CPU time, not the wall clock).
** LH_TRIP_NONE otherwise (for example a stale arm from an earlier call). */
static int lh_stopreason(lh_Host *h) {
  if (atomic_load(&h->it->requested)) return LH_TRIP_INTERRUPT;
  if (h->trip != LH_TRIP_NONE) return h->trip;
  if (h->deadline != 0 && atomic_load(&h->wd->expired) == h->deadline) return LH_TRIP_TIMEOUT;
  if (h->budgetcount != 0 && h->cwork > h->budgetcount) return LH_TRIP_BUDGET;
  return LH_TRIP_NONE;
}

/* Installs the hook the current call wants: the budget's count hook, or none. */
static void lh_sethooks(lh_Host *h) {
  if (h->budgetcount != 0)
    lua_sethook(h->L, lh_hook, LUA_MASKCOUNT, h->budgetcount);
  else
    lua_sethook(h->L, NULL, 0, 0);
}

/* [-0, +1, m] The message for a trip reason. */
static const char *lh_pushtripmsg(lua_State *L, lh_Host *h, int why) {
  switch (why) {
    case LH_TRIP_BUDGET:
      return lua_pushfstring(L, "instruction budget exceeded (%I instructions)",
                             (lua_Integer)h->budgetcount);
    case LH_TRIP_TIMEOUT:
      return lua_pushfstring(L, "time limit exceeded (%I ms)",
                             (lua_Integer)(h->limits.timeout_ns / 1000000));
    default:
      return lua_pushstring(L, "interrupted!");
  }
}

/* [-0, +1, m] "file:line: " of the nearest Lua function at stack level >= level
** (lh_poll runs in a C function, which has no line). */
static void lh_pushwhere(lua_State *L, int level) {
  lua_Debug ar;
  for (; lua_getstack(L, level, &ar); level++) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline > 0) {
      lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
      return;
    }
  }
  lua_pushliteral(L, "");
}

/* Records the trip, keeps the hook firing, and raises "file:line: message". */
static int lh_raisetrip(lua_State *L, lh_Host *h, int why, int level) {
  h->trip = why;
  lh_arm(L);
  lh_pushwhere(L, level);
  lh_pushtripmsg(L, h, why);
  lua_concat(L, 2);
  return lua_error(L);
}

/*
** lstop: raises the trip error and keeps firing. The budget is the count event
** with the budget's count; anything else is a stop reason or a stale arm. A stale
** arm reinstalls the call's own hooks, then looks again: a watchdog or interrupt
** that armed between the first look and the reinstall was overwritten by it, but
** its reason is visible now (it is recorded before it arms).
*/
static void lh_hook(lua_State *L, lua_Debug *ar) {
  lh_Host *h = lh_host(L);
  int why = lh_stopreason(h);
  if (why == LH_TRIP_NONE && ar->event == LUA_HOOKCOUNT && h->budgetcount != 0
      && lua_gethookcount(L) == h->budgetcount)
    why = LH_TRIP_BUDGET;
  if (why == LH_TRIP_NONE) {
    lh_sethooks(h);
    if ((why = lh_stopreason(h)) == LH_TRIP_NONE)
      return;
  }
  (void)lh_raisetrip(L, h, why, 0);   /* in a hook, level 0 is the running function */
}

/*
** Bounded C functions (bounded.c, patterns.c) call this every few thousand steps of
** a loop that never returns to Lua, so no hook could stop it. `work` counts the steps
** done since the last call. With an instruction budget, the steps of one outermost
** call may not exceed it: a count of their own, beside the VM's (which lives in
** Lua's hook counter, out of reach), deterministic like it. Raises the trip error
** with the caller's "file:line:" when a limit is reached.
*/
void lh_poll(lua_State *L, lua_Integer work) {
  lh_Host *h = lh_host(L);
  int why;
  if (h->depth == 0) return;
  h->cwork += work;
  if ((why = lh_stopreason(h)) != LH_TRIP_NONE)
    (void)lh_raisetrip(L, h, why, 1);
}

/*
** The same account for work the host does in Swift because the running Lua code asked
** (a scene's update remapping a million items): `work` steps are added to the call's
** count, and the reason to stop, if any, is returned instead of raised (a longjmp must
** not cross Swift frames). The trip is recorded and the hook armed, so Lua code that
** swallows the host function's error is stopped again at its next instruction.
*/
int lh_charge(lua_State *L, long long work) {
  lh_Host *h = lh_host(L);
  int why;
  if (h->depth == 0) return LH_TRIP_NONE;
  h->cwork += work;
  if ((why = lh_stopreason(h)) != LH_TRIP_NONE) {
    h->trip = why;
    lh_arm(L);
  }
  return why;
}

int lh_limits_begin(lh_Host *h) {
  long long budget = h->limits.instructions;
  h->trip = LH_TRIP_NONE;
  h->cwork = 0;
  h->steps = 0;
  h->memline = -1;
  atomic_store(&h->it->requested, 0);
  h->budgetcount = budget <= 0 ? 0 : budget > 0x7fffffff ? 0x7fffffff : (int)budget;
  if (h->budgetcount != 0 || lua_gethook(h->L) != NULL)
    lh_sethooks(h);
  h->deadline = 0;
  if (h->limits.timeout_ns > 0) {
    if (h->wd == NULL && (h->wd = lh_wd_new(h->L)) == NULL)
      return LUA_ERRRUN;
    long long now = lh_now();
    h->deadline = now + h->limits.timeout_ns;
    lh_wd_start(h->wd, now, h->deadline);
  }
  lh_sigint_enter(h);
  return LUA_OK;
}

/*
** Ends an outermost call whose function was at `func`: removes the hook, turns a
** trip that Lua swallowed into an error, and collects after a memory error so the
** state stays usable. [-?, +?, -] the stack keeps lh_pcall's contract.
*/
int lh_limits_end(lh_Host *h, int status, int func) {
  lua_State *L = h->L;
  lh_sigint_leave(h);
  if (h->deadline != 0)
    atomic_store(&h->wd->deadline, 0);
  h->deadline = 0;
  h->budgetcount = 0;
  if (lua_gethook(L) != NULL)
    lua_sethook(L, NULL, 0, 0);
  if (status == LUA_OK && h->trip != LH_TRIP_NONE) {
    lua_settop(L, func - 1);
    lh_pushtripmsg(L, h, h->trip);
    status = LUA_ERRRUN;
  }
  if (status == LUA_ERRMEM)
    lua_gc(L, LUA_GCCOLLECT);
  return status;
}

int lh_limits_open(lh_Host *h) {
  lh_Interrupter *it = calloc(1, sizeof(lh_Interrupter));
  if (it == NULL) return -1;
  atomic_store(&it->refs, 1);
  pthread_mutex_init(&it->mu, NULL);
  it->L = h->L;
  h->it = it;
  return 0;
}

void lh_limits_close(lh_Host *h) {
  lh_wd_free(h->wd);
  h->wd = NULL;
  if (h->it != NULL) {
    pthread_mutex_lock(&h->it->mu);
    h->it->L = NULL;
    pthread_mutex_unlock(&h->it->mu);
  }
}

void lh_setlimits(lua_State *L, lh_Limits limits) { lh_host(L)->limits = limits; }
lh_Limits lh_getlimits(lua_State *L) { return lh_host(L)->limits; }
int lh_lasttrip(lua_State *L) { return lh_host(L)->trip; }

/* }================================================================== */


/* {==================================================================
** SIGINT (lua.c's laction, over every state)
** =================================================================== */

/*
** The shim's only static state: whether a scope is open, whether a SIGINT came in it,
** the interrupter of the innermost outermost call running (the one a SIGINT must stop;
** a plugin hook may call the scene's state, so calls nest across states), and the
** action to restore. A C signal cannot touch a Lua state beyond lua_sethook.
**
** The handler records the SIGINT before it reads the target, and an outermost call
** publishes itself as the target before it reads the record (both sequentially
** consistent), so a SIGINT that comes while a call starts is seen by one or the other.
*/
static atomic_int lh_sigint_scope = 0;
static atomic_int lh_sigint_hit = 0;
static lh_Interrupter *_Atomic lh_sigint_target = NULL;
static struct sigaction lh_sigint_old;

static void lh_stop(lh_Interrupter *it) {
  if (it != NULL && it->L != NULL) {
    atomic_store(&it->requested, 1);
    lh_arm(it->L);
  }
}

/* Records the SIGINT and stops the call running; the handler stays installed. */
static void lh_sigint_action(int sig) {
  (void)sig;
  atomic_store(&lh_sigint_hit, 1);
  lh_stop(atomic_load(&lh_sigint_target));
}

/* An outermost call starts: in a scope, it becomes the target, and it stops at once
** when a SIGINT came before it. */
void lh_sigint_enter(lh_Host *h) {
  if (!atomic_load(&lh_sigint_scope)) return;
  h->sigintprev = atomic_exchange(&lh_sigint_target, h->it);
  h->sigintpushed = 1;
  if (atomic_load(&lh_sigint_hit)) lh_stop(h->it);
}

/* It ends: the call it interrupted (if any) is the target again, and stops if a
** SIGINT came meanwhile. */
void lh_sigint_leave(lh_Host *h) {
  if (!h->sigintpushed) return;
  h->sigintpushed = 0;
  atomic_store(&lh_sigint_target, h->sigintprev);
  if (atomic_load(&lh_sigint_hit)) lh_stop(h->sigintprev);
  h->sigintprev = NULL;
}

void lh_sigint_begin(void) {
  struct sigaction sa;
  atomic_store(&lh_sigint_hit, 0);
  atomic_store(&lh_sigint_target, NULL);
  atomic_store(&lh_sigint_scope, 1);
  sa.sa_handler = lh_sigint_action;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sigaction(SIGINT, &sa, &lh_sigint_old);
}

void lh_sigint_end(void) {
  sigaction(SIGINT, &lh_sigint_old, NULL);
  atomic_store(&lh_sigint_scope, 0);
  atomic_store(&lh_sigint_target, NULL);
}

int lh_sigint_active(void) {
  return atomic_load(&lh_sigint_scope);
}

int lh_sigint_pending(void) {
  return atomic_load(&lh_sigint_scope) && atomic_load(&lh_sigint_hit);
}

/* }================================================================== */
