#ifndef LUALAYOUT_PLUGIN_PRELUDE_H
#define LUALAYOUT_PLUGIN_PRELUDE_H

#include <stddef.h>

/// The source of prelude.lua, the host's Lua code run in every plugin state, compiled
/// into the binary (so a release binary needs no file beside it). Not NUL-terminated:
/// `*length` receives its size in bytes.
const char *lualayout_prelude_source(size_t *length);

#endif
