/*
** numbers.c: bulk copies between Lua arrays and C buffers of doubles.
**
** Moving many numbers between a Lua table and Swift one by one costs three API calls a
** number; these move a whole buffer in one call. (A plugin hook's hot paths skip Lua
** tables altogether: CPluginPrelude's pluginpaths.c.)
*/
#include <math.h>

#include "lh_internal.h"

/* Has d an exact lua_Integer value? (Converting any other double is undefined.) */
static int lh_isinteger(double d) {
  return d >= -9223372036854775808.0 && d < 9223372036854775808.0 && d == floor(d);
}

/*
** [-0, +0, m] t[first + i] = values[i] for i in [0, n), where t is the table at idx.
** Column i % stride is stored as an integer when bit (i % stride) of intmask is set
** and the value has an integer form (otherwise as a float).
** Call it only from host code, where the memory cap is off.
*/
void lh_writenumbers(lua_State *L, int idx, lua_Integer first, const double *values,
                     size_t n, int stride, unsigned intmask) {
  size_t i;
  int column = 0;
  idx = lua_absindex(L, idx);
  for (i = 0; i < n; i++) {
    if ((intmask & (1u << column)) && lh_isinteger(values[i]))
      lua_pushinteger(L, (lua_Integer)values[i]);
    else   /* a float, or an "integer" column value with no integer form (NaN, 1e300) */
      lua_pushnumber(L, values[i]);
    lua_rawseti(L, idx, first + (lua_Integer)i);
    if (++column == stride) column = 0;
  }
}

/*
** [-0, +0, -] values[i] = t[first + i] for i in [0, n), where t is the table at idx;
** NaN where the entry is not a number (strings are not converted). Returns how many
** entries were numbers.
*/
size_t lh_readnumbers(lua_State *L, int idx, lua_Integer first, double *values, size_t n) {
  size_t i, numbers = 0;
  idx = lua_absindex(L, idx);
  for (i = 0; i < n; i++) {
    if (lua_rawgeti(L, idx, first + (lua_Integer)i) == LUA_TNUMBER) {
      values[i] = lua_tonumberx(L, -1, NULL);
      numbers++;
    } else {
      values[i] = NAN;
    }
    lua_pop(L, 1);
  }
  return numbers;
}

/*
** [-0, +0, -] The first i in [0, n) where t[first + i] is not the number values[i] (t is
** the table at idx), or -1 when all are: what a hook changed in a list the host wrote
** (`box.sizes` stays a plain table, read at full speed, and is checked once after).
*/
lua_Integer lh_firstchanged(lua_State *L, int idx, lua_Integer first, const double *values, size_t n) {
  size_t i;
  idx = lua_absindex(L, idx);
  for (i = 0; i < n; i++) {
    int same = lua_rawgeti(L, idx, first + (lua_Integer)i) == LUA_TNUMBER && lua_tonumberx(L, -1, NULL) == values[i];
    lua_pop(L, 1);
    if (!same) return (lua_Integer)i;
  }
  return -1;
}
