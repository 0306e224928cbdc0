#ifndef LUALAYOUT_PREVIEW_ASSETS_H
#define LUALAYOUT_PREVIEW_ASSETS_H

#include <stddef.h>

/// One file of the live preview's page, compiled into the binary: the path it is served
/// at, its media type, and its bytes (not NUL-terminated: `length` bytes).
struct lh_preview_asset {
    const char *path;
    const char *type;
    const char *bytes;
    size_t length;
};

/// The page's files (page.html at "/", its style and script beside it), in a table of
/// `*count` entries that lives as long as the program.
const struct lh_preview_asset *lh_preview_assets(size_t *count);

#endif
