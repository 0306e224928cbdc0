/*
** The live preview's page (`lualayout serve`), compiled in with C23's #embed as
** CPluginPrelude does with prelude.lua: the HTML, the style and the script stay files of
** their own (read, edited, diffed and linted as what they are), and the binary needs no
** resource bundle and no file beside it. The compiler records each embedded file as a
** dependency, so editing one rebuilds this file. Adding an asset: a file here, a row below,
** and the file excluded from the target in Package.swift.
*/
#pragma clang diagnostic ignored "-Wc23-extensions"
#include "CPreviewAssets.h"

static const char page_html[] = {
#embed "page.html"
};
static const char page_css[] = {
#embed "page.css"
};
static const char page_js[] = {
#embed "page.js"
};

static const struct lh_preview_asset assets[] = {
    {"/", "text/html; charset=utf-8", page_html, sizeof page_html},
    {"/page.css", "text/css; charset=utf-8", page_css, sizeof page_css},
    {"/page.js", "text/javascript; charset=utf-8", page_js, sizeof page_js},
};

const struct lh_preview_asset *lh_preview_assets(size_t *count) {
  *count = sizeof assets / sizeof assets[0];
  return assets;
}
