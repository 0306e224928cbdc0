/*
** prelude.lua, compiled in with C23's #embed: the Lua code stays a Lua file (read, edited
** and diffed as one, its lines in tracebacks its own), and the binary needs neither a
** resource bundle nor Foundation to find it. The compiler records prelude.lua as a
** dependency, so editing it rebuilds this file.
*/
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "CPluginPrelude.h"

static const char source[] = {
#embed "prelude.lua"
};

const char *lualayout_prelude_source(size_t *length) {
  *length = sizeof source;
  return source;
}
