/*
** patterns.c: string.find, match, gmatch and gsub with a matcher that the limits
** can stop (issue 8, item 5).
**
** Lua's matcher backtracks: `string.find(("a"):rep(3e4), ".-.-.-b")` runs for hours
** inside one C call, where no hook fires, and the system library cannot be patched.
** Refusing "super-linear" patterns is not an option: an unanchored search tries every
** start position, so even ".-," is quadratic in the worst case and it is one of the
** most common patterns. So the four functions are replaced by this implementation of
** the pattern language of the Lua 5.4 manual (6.4.1): same syntax, same results, same
** error messages, and a step (lh_step) at every matcher call, every character a
** repetition or a %b scan passes, every start position and every character gsub
** copies. Every LH_POLL_STEPS steps the limits are polled: the time limit and
** interrupts stop a match within a few thousand steps, and with an instruction budget
** the steps of one call may not exceed it either (lh_poll), so a budget alone bounds
** it too.
** Recursion is bounded as in Lua ("pattern too complex" at depth 200, at most 32
** captures). A plain find (no specials, or `plain`) uses glibc's memmem, linear time.
** Written from the manual, not copied from lstrlib.
*/
#define _GNU_SOURCE   /* memmem */
#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include "lh_internal.h"

#define LH_ESC '%'
#define LH_SPECIALS "^$*+?.([%-"
#define LH_MAXCAPTURES 32
#define LH_MAXDEPTH 200
#define LH_CAP_UNFINISHED (-1)
#define LH_CAP_POSITION (-2)

typedef struct lh_Match {
  const char *src_init, *src_end;   /* the subject */
  const char *p_end;                /* end of the pattern */
  lua_State *L;
  int depth;                        /* recursion left before "pattern too complex" */
  int level;                        /* captures open or closed so far */
  struct { const char *init; ptrdiff_t len; } capture[LH_MAXCAPTURES];
} lh_Match;

static const char *lh_domatch(lh_Match *ms, const char *s, const char *p);


/* {==================================================================
** Single characters and classes
** =================================================================== */

/* Pointer just past the single-character class starting at p. */
static const char *lh_classend(lh_Match *ms, const char *p) {
  switch (*p++) {
    case LH_ESC:
      if (p == ms->p_end)
        luaL_error(ms->L, "malformed pattern (ends with '%%')");
      return p + 1;
    case '[':
      if (*p == '^') p++;
      do {   /* the first ']' after '[' or '[^' is an ordinary character */
        if (p == ms->p_end)
          luaL_error(ms->L, "malformed pattern (missing ']')");
        if (*(p++) == LH_ESC && p < ms->p_end)
          p++;
      } while (*p != ']');
      return p + 1;
    default:
      return p;
  }
}

/* Does c belong to class %cl (upper case: the complement)? */
static int lh_classmatch(int c, int cl) {
  int res;
  switch (tolower(cl)) {
    case 'a': res = isalpha(c); break;
    case 'c': res = iscntrl(c); break;
    case 'd': res = isdigit(c); break;
    case 'g': res = isgraph(c); break;
    case 'l': res = islower(c); break;
    case 'p': res = ispunct(c); break;
    case 's': res = isspace(c); break;
    case 'u': res = isupper(c); break;
    case 'w': res = isalnum(c); break;
    case 'x': res = isxdigit(c); break;
    case 'z': res = (c == 0); break;   /* deprecated, still accepted by Lua 5.4 */
    default: return cl == c;
  }
  return isupper(cl) ? !res : res;
}

/* Does c belong to the set [...] from p ('[') to ec (']')? */
static int lh_setmatch(int c, const char *p, const char *ec) {
  int sig = 1;
  if (*(p + 1) == '^') {
    sig = 0;
    p++;
  }
  while (++p < ec) {
    if (*p == LH_ESC) {
      p++;
      if (lh_classmatch(c, (unsigned char)*p)) return sig;
    } else if (*(p + 1) == '-' && p + 2 < ec) {
      p += 2;
      if ((unsigned char)*(p - 2) <= c && c <= (unsigned char)*p) return sig;
    } else if ((unsigned char)*p == c) {
      return sig;
    }
  }
  return !sig;
}

/* Does the character at s match the class from p to ep? */
static int lh_single(lh_Match *ms, const char *s, const char *p, const char *ep) {
  int c;
  if (s >= ms->src_end) return 0;
  c = (unsigned char)*s;
  switch (*p) {
    case '.': return 1;
    case LH_ESC: return lh_classmatch(c, (unsigned char)*(p + 1));
    case '[': return lh_setmatch(c, p, ep - 1);
    default: return (unsigned char)*p == c;
  }
}

/* }================================================================== */


/* {==================================================================
** The matcher
** =================================================================== */

/* %bxy at p (pointing at x): the end of the balanced run starting at s, or NULL. */
static const char *lh_balance(lh_Match *ms, const char *s, const char *p) {
  int open, close, depth = 1;
  if (p >= ms->p_end - 1)
    luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
  if (s >= ms->src_end || *s != *p) return NULL;
  open = *p;
  close = *(p + 1);
  while (++s < ms->src_end) {
    lh_step(ms->L);
    if (*s == close) {
      if (--depth == 0) return s + 1;
    } else if (*s == open) {
      depth++;
    }
  }
  return NULL;
}

/* x* and x+: the longest run first, then shorter ones. */
static const char *lh_maxexpand(lh_Match *ms, const char *s, const char *p, const char *ep) {
  ptrdiff_t i = 0;
  while (lh_single(ms, s + i, p, ep)) {
    lh_step(ms->L);
    i++;
  }
  for (; i >= 0; i--) {
    const char *res = lh_domatch(ms, s + i, ep + 1);
    if (res != NULL) return res;
  }
  return NULL;
}

/* x-: the shortest run first, then longer ones. */
static const char *lh_minexpand(lh_Match *ms, const char *s, const char *p, const char *ep) {
  for (;;) {
    const char *res = lh_domatch(ms, s, ep + 1);
    if (res != NULL) return res;
    if (!lh_single(ms, s, p, ep)) return NULL;
    s++;
  }
}

static const char *lh_opencapture(lh_Match *ms, const char *s, const char *p, ptrdiff_t what) {
  const char *res;
  if (ms->level >= LH_MAXCAPTURES)
    luaL_error(ms->L, "too many captures");
  ms->capture[ms->level].init = s;
  ms->capture[ms->level].len = what;
  ms->level++;
  if ((res = lh_domatch(ms, s, p)) == NULL)
    ms->level--;
  return res;
}

static const char *lh_closecapture(lh_Match *ms, const char *s, const char *p) {
  const char *res;
  int l = ms->level - 1;
  while (l >= 0 && ms->capture[l].len != LH_CAP_UNFINISHED) l--;
  if (l < 0)
    luaL_error(ms->L, "invalid pattern capture");
  ms->capture[l].len = s - ms->capture[l].init;
  if ((res = lh_domatch(ms, s, p)) == NULL)
    ms->capture[l].len = LH_CAP_UNFINISHED;
  return res;
}

/* %1-%9: the text of a closed capture again. */
static const char *lh_backref(lh_Match *ms, const char *s, int digit) {
  int l = digit - '1';
  size_t len;
  if (l < 0 || l >= ms->level || ms->capture[l].len == LH_CAP_UNFINISHED)
    luaL_error(ms->L, "invalid capture index %%%d", l + 1);
  len = (size_t)ms->capture[l].len;
  if ((size_t)(ms->src_end - s) >= len && memcmp(ms->capture[l].init, s, len) == 0)
    return s + len;
  return NULL;
}

/* %f[set]: the frontier where the previous character is not in set and this one is. */
static const char *lh_frontier(lh_Match *ms, const char *s, const char *p, const char **next) {
  const char *ep;
  int prev, cur;
  if (*p != '[')
    luaL_error(ms->L, "missing '[' after '%%f' in pattern");
  ep = lh_classend(ms, p);
  prev = (s == ms->src_init) ? 0 : (unsigned char)*(s - 1);
  cur = (s < ms->src_end) ? (unsigned char)*s : 0;
  *next = ep;
  if (!lh_setmatch(prev, p, ep - 1) && lh_setmatch(cur, p, ep - 1)) return s;
  return NULL;
}

/* Matches pattern p at subject position s: the end of the match, or NULL. */
static const char *lh_domatch(lh_Match *ms, const char *s, const char *p) {
  if (ms->depth-- == 0)
    luaL_error(ms->L, "pattern too complex");
  while (s != NULL && p != ms->p_end) {
    const char *ep;
    lh_step(ms->L);
    switch (*p) {
      case '(':
        s = (*(p + 1) == ')') ? lh_opencapture(ms, s, p + 2, LH_CAP_POSITION)
                              : lh_opencapture(ms, s, p + 1, LH_CAP_UNFINISHED);
        goto done;
      case ')':
        s = lh_closecapture(ms, s, p + 1);
        goto done;
      case '$':
        if (p + 1 != ms->p_end) break;   /* an ordinary '$' */
        s = (s == ms->src_end) ? s : NULL;
        goto done;
      case LH_ESC:
        if (*(p + 1) == 'b') {
          s = lh_balance(ms, s, p + 2);
          p += 4;
          continue;
        }
        if (*(p + 1) == 'f') {
          s = lh_frontier(ms, s, p + 2, &p);
          continue;
        }
        if (isdigit((unsigned char)*(p + 1))) {
          s = lh_backref(ms, s, (unsigned char)*(p + 1));
          p += 2;
          continue;
        }
        break;
      default:
        break;
    }
    /* a single-character class, maybe followed by a repetition */
    ep = lh_classend(ms, p);
    if (!lh_single(ms, s, p, ep)) {
      if (*ep == '*' || *ep == '?' || *ep == '-') {   /* zero repetitions are fine */
        p = ep + 1;
        continue;
      }
      s = NULL;
      goto done;
    }
    switch (*ep) {
      case '?': {
        const char *res = lh_domatch(ms, s + 1, ep + 1);
        if (res != NULL) {
          s = res;
          goto done;
        }
        p = ep + 1;
        continue;
      }
      case '+': s = lh_maxexpand(ms, s + 1, p, ep); goto done;
      case '*': s = lh_maxexpand(ms, s, p, ep); goto done;
      case '-': s = lh_minexpand(ms, s, p, ep); goto done;
      default: s++; p = ep; continue;
    }
  }
done:
  ms->depth++;
  return s;
}

static void lh_prepare(lh_Match *ms, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
  ms->L = L;
  ms->src_init = s;
  ms->src_end = s + ls;
  ms->p_end = p + lp;
}

static void lh_restart(lh_Match *ms) {
  ms->level = 0;
  ms->depth = LH_MAXDEPTH;
}

/* }================================================================== */


/* {==================================================================
** Captures
** =================================================================== */

/* Pushes capture i (the whole match s..e when there are none); returns its length,
** or LH_CAP_POSITION when it pushed a position. The text is in *cap. */
static ptrdiff_t lh_getcapture(lh_Match *ms, int i, const char *s, const char *e, const char **cap) {
  if (i >= ms->level) {
    if (i != 0)
      luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    *cap = s;
    return e - s;
  }
  *cap = ms->capture[i].init;
  if (ms->capture[i].len == LH_CAP_UNFINISHED)
    luaL_error(ms->L, "unfinished capture");
  if (ms->capture[i].len == LH_CAP_POSITION)
    lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
  return ms->capture[i].len;
}

static void lh_pushcapture(lh_Match *ms, int i, const char *s, const char *e) {
  const char *cap;
  ptrdiff_t l = lh_getcapture(ms, i, s, e, &cap);
  if (l != LH_CAP_POSITION)
    lua_pushlstring(ms->L, cap, (size_t)l);
}

static int lh_pushcaptures(lh_Match *ms, const char *s, const char *e) {
  int i, n = (ms->level == 0 && s != NULL) ? 1 : ms->level;
  luaL_checkstack(ms->L, n, "too many captures");
  for (i = 0; i < n; i++)
    lh_pushcapture(ms, i, s, e);
  return n;
}

/* }================================================================== */


/* {==================================================================
** find, match, gmatch, gsub
** =================================================================== */

/* A relative initial position (negative: from the end) as 1-based, clipped at 1. */
static size_t lh_startpos(lua_Integer pos, size_t len) {
  if (pos > 0) return (size_t)pos;
  if (pos == 0) return 1;
  if (pos < -(lua_Integer)len) return 1;
  return len + (size_t)pos + 1;
}

static int lh_hasspecials(const char *p, size_t lp) {
  size_t i;
  for (i = 0; i < lp; i++)
    if (strchr(LH_SPECIALS, p[i]) != NULL && p[i] != '\0') return 1;
  return 0;
}

static int lh_findaux(lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = lh_startpos(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    lua_pushnil(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || !lh_hasspecials(p, lp))) {
    const char *found = memmem(s + init, ls - init, p, lp);
    if (found != NULL) {
      lua_pushinteger(L, (found - s) + 1);
      lua_pushinteger(L, (lua_Integer)((found - s) + lp));
      return 2;
    }
  } else {
    lh_Match ms;
    const char *s1 = s + init;
    int anchor = (*p == '^');
    if (anchor) {
      p++;
      lp--;
    }
    lh_prepare(&ms, L, s, ls, p, lp);
    do {
      const char *e;
      lh_restart(&ms);
      lh_step(L);
      if ((e = lh_domatch(&ms, s1, p)) != NULL) {
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);
          lua_pushinteger(L, e - s);
          return lh_pushcaptures(&ms, NULL, NULL) + 2;
        }
        return lh_pushcaptures(&ms, s1, e);
      }
    } while (s1++ < ms.src_end && !anchor);
  }
  lua_pushnil(L);
  return 1;
}

static int lh_find(lua_State *L) { return lh_findaux(L, 1); }
static int lh_strmatch(lua_State *L) { return lh_findaux(L, 0); }

typedef struct lh_GMatch {
  const char *src;        /* where the next search starts */
  const char *p;          /* the pattern */
  const char *lastmatch;  /* end of the last match: an empty match there is skipped */
  lh_Match ms;
} lh_GMatch;

static int lh_gmatchnext(lua_State *L) {
  lh_GMatch *gm = (lh_GMatch *)lua_touserdata(L, lua_upvalueindex(3));
  const char *src;
  gm->ms.L = L;
  for (src = gm->src; src <= gm->ms.src_end; src++) {
    const char *e;
    lh_restart(&gm->ms);
    lh_step(L);
    if ((e = lh_domatch(&gm->ms, src, gm->p)) != NULL && e != gm->lastmatch) {
      gm->src = gm->lastmatch = e;
      return lh_pushcaptures(&gm->ms, src, e);
    }
  }
  return 0;
}

static int lh_gmatch(lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = lh_startpos(luaL_optinteger(L, 3, 1), ls) - 1;
  lh_GMatch *gm;
  lua_settop(L, 2);   /* the closure keeps both strings alive */
  gm = (lh_GMatch *)lua_newuserdatauv(L, sizeof(lh_GMatch), 0);
  if (init > ls) init = ls + 1;   /* no match */
  lh_prepare(&gm->ms, L, s, ls, p, lp);
  gm->src = s + init;
  gm->p = p;
  gm->lastmatch = NULL;
  lua_pushcclosure(L, lh_gmatchnext, 3);
  return 1;
}

/* A replacement string: %0-%9 are captures, %% is '%'. */
static void lh_addstring(lh_Match *ms, luaL_Buffer *b, const char *s, const char *e) {
  size_t l;
  lua_State *L = ms->L;
  const char *news = lua_tolstring(L, 3, &l);
  const char *p;
  while ((p = memchr(news, LH_ESC, l)) != NULL) {
    luaL_addlstring(b, news, (size_t)(p - news));
    p++;
    if (*p == LH_ESC) {
      luaL_addchar(b, *p);
    } else if (*p == '0') {
      luaL_addlstring(b, s, (size_t)(e - s));
    } else if (isdigit((unsigned char)*p)) {
      const char *cap;
      ptrdiff_t l2 = lh_getcapture(ms, *p - '1', s, e, &cap);
      if (l2 == LH_CAP_POSITION)
        luaL_addvalue(b);
      else
        luaL_addlstring(b, cap, (size_t)l2);
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", LH_ESC);
    }
    l -= (size_t)(p + 1 - news);
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}

/* Adds the replacement of the match s..e; returns whether it changed the text. */
static int lh_addvalue(lh_Match *ms, luaL_Buffer *b, const char *s, const char *e, int tr) {
  lua_State *L = ms->L;
  if (tr == LUA_TFUNCTION) {
    int n;
    lua_pushvalue(L, 3);
    n = lh_pushcaptures(ms, s, e);
    lua_call(L, n, 1);
  } else if (tr == LUA_TTABLE) {
    lh_pushcapture(ms, 0, s, e);
    lua_gettable(L, 3);
  } else {
    lh_addstring(ms, b, s, e);
    return 1;
  }
  if (!lua_toboolean(L, -1)) {   /* nil or false: keep the original text */
    lua_pop(L, 1);
    luaL_addlstring(b, s, (size_t)(e - s));
    return 0;
  }
  if (!lua_isstring(L, -1))
    return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return 1;
}

static int lh_gsub(lua_State *L) {
  size_t srcl, lp;
  const char *src = luaL_checklstring(L, 1, &srcl);
  const char *p = luaL_checklstring(L, 2, &lp);
  const char *lastmatch = NULL;
  int tr = lua_type(L, 3);
  lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)srcl + 1);
  int anchor = (*p == '^');
  lua_Integer n = 0;
  int changed = 0;
  lh_Match ms;
  luaL_Buffer b;
  luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION
                   || tr == LUA_TTABLE, 3, "string/function/table");
  luaL_buffinit(L, &b);
  if (anchor) {
    p++;
    lp--;
  }
  lh_prepare(&ms, L, src, srcl, p, lp);
  while (n < max) {
    const char *e;
    lh_restart(&ms);
    lh_step(L);
    if ((e = lh_domatch(&ms, src, p)) != NULL && e != lastmatch) {
      n++;
      changed = lh_addvalue(&ms, &b, src, e, tr) | changed;
      src = lastmatch = e;
    } else if (src < ms.src_end) {
      luaL_addchar(&b, *src++);
    } else {
      break;
    }
    if (anchor) break;
  }
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, src, (size_t)(ms.src_end - src));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}

/* }================================================================== */


void lh_openpatterns(lua_State *L) {
  static const luaL_Reg fns[] = {
    {"find", lh_find}, {"match", lh_strmatch}, {"gmatch", lh_gmatch}, {"gsub", lh_gsub},
    {NULL, NULL}
  };
  lua_getglobal(L, LUA_STRLIBNAME);
  luaL_setfuncs(L, fns, 0);
  lua_pop(L, 1);
}
