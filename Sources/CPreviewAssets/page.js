"use strict";
// The live preview's page (`lualayout serve`, docs/serve.md). The server sends states (the
// picture as SVG, the elements, the errors, an update's changes); this page draws them in
// two places: the collection view (left: the scene's bounds, scrolling on its own axis as
// a device's would, each offset laid out by the server) and the picture (the whole
// content, to pan and zoom). Hover highlights an element in both; a click pins it.
const preview = window.lualayout = {
  state: null, stateText: null, renders: 0, zoom: 1, pan: [16, 16], hovered: null, pinned: null,
  viewScale: 1, layout: null, viewSVG: null, sent: null, roundTrips: [], animation: null, playedChanges: null,
};
const stage = document.getElementById("stage"), canvas = document.getElementById("canvas");
const device = document.getElementById("device");
const scroller = document.getElementById("scroller"), spacer = document.getElementById("spacer");
const replay = document.getElementById("replay");
const svgNS = "http://www.w3.org/2000/svg";
let ignoreScroll = false, inFlight = false, wanted = null;
// The orthogonal sections' bands in the view, by section: their element, inner SVG, state.
const bands = new Map();

function parseSVG(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  return document.importNode(doc.documentElement, true);
}

function figure(caption, svgText) {
  const f = document.createElement("figure");
  const c = document.createElement("figcaption");
  c.textContent = caption;
  f.appendChild(c);
  const svg = parseSVG(svgText);
  f.appendChild(svg);
  return [f, svg];
}

// A state as the server sent it: drawn unless it is the one drawn already (the first
// event repeats what /state gave).
function receive(text) {
  if (text === preview.stateText) return;
  preview.stateText = text;
  render(JSON.parse(text));
}

function showErrors(state) {
  const errors = document.getElementById("errors");
  errors.replaceChildren(...state.errors.map(e => {
    const li = document.createElement("li");
    li.textContent = e.text;
    return li;
  }));
  document.getElementById("stale").style.display = state.stale ? "block" : "none";
}

function render(state) {
  preview.renders += 1;
  document.getElementById("scene").textContent = state.scene;
  showErrors(state);
  if (!state.svg) {
    // No version has loaded yet: the errors say why; the last picture, if any, stays.
    document.getElementById("status").textContent = "the scene did not load";
    return;
  }
  const first = !preview.state;
  const grew = !first && (state.contentSize[0] > preview.state.contentSize[0] || state.contentSize[1] > preview.state.contentSize[1]);
  preview.state = state;
  document.getElementById("status").textContent =
    state.elements.length + " elements · content " + state.contentSize.join(" × ") + " · version " + preview.renders;
  canvas.replaceChildren();
  if (state.before) canvas.appendChild(figure("before the update", state.before)[0]);
  const [after, svg] = figure(state.before ? "after (changes marked)" : "layout", state.svg);
  after.id = "after";
  canvas.appendChild(after);
  preview.layout = svg.querySelector("svg");
  renderView(state);
  applyView();
  // Fitted at first, and again when a save makes the content larger while the picture is
  // as fitted (not panned or zoomed since): the new content stays in sight.
  if (first || (grew && !preview.moved)) fit();
  const arrived = preview.sent && state.viewport[0] === preview.sent.x && state.viewport[1] === preview.sent.y;
  if (arrived && preview.sent.at) {
    preview.roundTrips.push(performance.now() - preview.sent.at);
    preview.sent.at = null;
  }
  replay.hidden = !state.changes;
  const changes = state.changes ? JSON.stringify(state.changes) : null;
  if (changes && changes !== preview.playedChanges) {
    preview.playedChanges = changes;
    play();
  }
  showCard();
}

// MARK: The collection view

// The view's scale: the scene's size when it fits, else fitted to the room (never larger).
function viewScale(bounds) {
  const roomWidth = Math.max(160, window.innerWidth * 0.42);
  const roomHeight = Math.max(160, device.clientHeight - 48);
  return Math.min(1, roomWidth / bounds[2], roomHeight / bounds[3]);
}

// A hairline (a 1/3-point separator) drawn `s` CSS pixels a point would be a fraction of a
// pixel and fade away: a decoration thinner than one CSS pixel is grown to one about its
// middle, as the pictures grow one to a device pixel.
function thickenHairlines(svg, s) {
  const least = 1 / s;
  svg.querySelectorAll("rect.decoration").forEach(r => {
    for (const [size, origin] of [["height", "y"], ["width", "x"]]) {
      const length = Number(r.getAttribute(size)), other = Number(r.getAttribute(size === "height" ? "width" : "height"));
      if (length > 0 && length < least && other >= length) {
        r.setAttribute(origin, Number(r.getAttribute(origin)) + length / 2 - least / 2);
        r.setAttribute(size, least);
      }
    }
  });
}

function renderView(state) {
  const [x, y, w, h] = state.viewport, area = state.area, [cw, ch] = state.contentSize;
  const s = preview.viewScale = viewScale(state.viewport);
  const vertical = state.axis !== "horizontal";
  scroller.className = vertical ? "vertical" : "horizontal";
  scroller.style.width = (w * s) + "px";
  scroller.style.height = (h * s) + "px";
  // The content, as wide (or tall) as the view across its axis: nothing to scroll there.
  spacer.style.width = ((vertical ? w : Math.max(cw, w)) * s) + "px";
  spacer.style.height = ((vertical ? Math.max(ch, h) : h) * s) + "px";
  const copy = preview.layout.cloneNode(true);
  copy.removeAttribute("x"); copy.removeAttribute("y");
  copy.setAttribute("width", area[2] * s);
  copy.setAttribute("height", area[3] * s);
  copy.style.left = (area[0] * s) + "px";
  copy.style.top = (area[1] * s) + "px";
  copy.querySelectorAll(".viewport").forEach(v => v.remove());
  thickenHairlines(copy, s);
  spacer.querySelectorAll(":scope > svg").forEach(v => v.remove());
  spacer.appendChild(copy);
  // The orthogonal sections' cells are drawn by their bands (all of them, scrollable), not
  // clipped here: each cell's shape and the label drawn after it go.
  for (const band of state.orthogonal || []) {
    copy.querySelectorAll('rect.cell[data-section="' + band.section + '"]').forEach(cell => {
      while (cell.nextElementSibling && cell.nextElementSibling.tagName === "text") cell.nextElementSibling.remove();
      cell.remove();
    });
  }
  preview.viewSVG = copy;
  if (preview.animation) copy.style.visibility = "hidden";
  renderBands(state, s);
  // The offset is set from the state unless it is the one this page asked for (the view
  // is where the user left it, perhaps further on already).
  const asked = preview.sent && preview.sent.x === x && preview.sent.y === y;
  if (!asked) {
    ignoreScroll = true;
    scroller.scrollLeft = x * s;
    scroller.scrollTop = y * s;
    requestAnimationFrame(() => { ignoreScroll = false; });
  }
  // The view clamps an offset past the end, as a scroll view does: the label says where
  // it is, and what the scene asked for when that differs.
  const shown = viewOffset();
  if (!asked && (shown[0] !== x || shown[1] !== y)) {
    // Laid out again where the view is, so that what follows the scroll matches it.
    preview.sceneAsked = [x, y];
    want(null);
  }
  document.getElementById("offset").textContent = "contentOffset " + shown.join(", ") +
    (preview.sceneAsked ? " (the scene asks " + preview.sceneAsked.join(", ") + ")" : "");
}

function viewOffset() {
  const s = preview.viewScale;
  return [Math.round(scroller.scrollLeft / s), Math.round(scroller.scrollTop / s)];
}

// Each offset the view scrolls to is laid out by the server (pinned headers, follow hooks,
// visible-items handlers): one request at a time, the latest offset next; a drag's end
// (with its velocity, to come to rest as the section's behaviour says) is never dropped.
function sendScroll() {
  if (inFlight || !wanted) return;
  const [x, y, sideways] = wanted;
  wanted = null;
  inFlight = true;
  preview.sent = { x, y, at: performance.now() };
  let query = "/scroll?x=" + x + "&y=" + y;
  if (sideways) {
    query += "&s=" + sideways.section + "&o=" + sideways.offset;
    if (sideways.velocity !== undefined) query += "&v=" + sideways.velocity;
    preview.sent.band = sideways;
  }
  fetch(query, { method: "POST", headers: { "X-LuaLayout": "scroll" } })
    .finally(() => { inFlight = false; sendScroll(); });
}

function want(sideways) {
  const offset = viewOffset();
  if (wanted && wanted[2] && wanted[2].velocity !== undefined && !(sideways && sideways.velocity !== undefined)) return;
  wanted = [offset[0], offset[1], sideways];
  sendScroll();
}

// MARK: Orthogonal sections, scrolled sideways

// Each orthogonal section is a band of the view that scrolls on the other axis, drawn with
// every cell at its layout frame (the server's strip), at the offset the server laid out.
// Dragging or the wheel scrolls it; each offset goes to the server (visible-items handlers
// and follow hooks run there), and a drag's end asks where it comes to rest.
//
// In a right-to-left compositional scene (`band.flipped`) the view flips the layout's
// left-to-right frames, its orthogonal scroll views with them, as UIKit does: the server
// draws the strip mirrored, offset 0 shows its leading (right-hand) end, and a larger
// offset moves the cells right. The offsets sent and received stay the layout's.

// A layout frame `f` of a band's cell as the view shows it before the band scrolls:
// flipped across the content in right-to-left (x' = contentWidth − x − width).
function unscrolled(band, f) {
  return band.flipped ? [preview.state.contentSize[0] - f[0] - f[2], f[1], f[2], f[3]] : f;
}

// A layout frame `f` of a band's cell in its strip's coordinates (mirrored across the
// strip's width when flipped).
function inStrip(band, f) {
  const x = f[0] - band.layoutFrame[0], y = f[1] - band.layoutFrame[1];
  return [band.flipped ? band.length[0] - x - f[2] : x, y, f[2], f[3]];
}

// How far a band's strip scrolls along its axis, in points.
const scrollRange = band => band.axis === "horizontal" ? band.length[0] - band.frame[2] : band.length[1] - band.frame[3];

// The scroll position (points) of the box that shows the layout's `offset`: from the end
// of a flipped horizontal strip.
const boxPosition = (band, offset) => band.flipped && band.axis === "horizontal" ? scrollRange(band) - offset : offset;

function renderBands(state, s) {
  const live = new Set();
  for (const band of state.orthogonal || []) {
    live.add(band.section);
    let entry = bands.get(band.section);
    if (!entry) {
      const box = document.createElement("div");
      box.className = "band " + band.axis;
      box.dataset.section = band.section;
      const strip = document.createElement("div");
      strip.className = "strip";
      box.appendChild(strip);
      entry = { box, strip, svg: null, band, drag: null };
      wireBand(entry);
      bands.set(band.section, entry);
    }
    entry.band = band;
    // Added once: moving an element in the document resets its scroll offset.
    if (entry.box.parentNode !== spacer) spacer.appendChild(entry.box);
    // The band: the section's frame along its axis (which clips it), its cells' reach across.
    const horizontal = band.axis === "horizontal", [fx, fy, fw, fh] = band.frame;
    const across = band.elements.length === 0 ? [horizontal ? fy : fx, horizontal ? fy + fh : fx + fw]
      : band.elements.map(e => unscrolled(band, e.frame)).reduce(([low, high], f) => horizontal
        ? [Math.min(low, f[1]), Math.max(high, f[1] + f[3])] : [Math.min(low, f[0]), Math.max(high, f[0] + f[2])], [Infinity, -Infinity]);
    const box = horizontal ? [fx, across[0], fw, across[1] - across[0]] : [across[0], fy, across[1] - across[0], fh];
    entry.shift = [box[0] - fx, box[1] - fy];
    Object.assign(entry.box.style, { left: box[0] * s + "px", top: box[1] * s + "px", width: box[2] * s + "px", height: box[3] * s + "px" });
    Object.assign(entry.strip.style, { width: band.length[0] * s + "px", height: band.length[1] * s + "px" });
    const inner = parseSVG(band.svg).querySelector("svg");
    const area = inner.getAttribute("viewBox").split(" ").map(Number);
    inner.removeAttribute("x"); inner.removeAttribute("y");
    inner.setAttribute("width", area[2] * s);
    inner.setAttribute("height", area[3] * s);
    inner.style.left = (area[0] - entry.shift[0]) * s + "px";
    inner.style.top = (area[1] - entry.shift[1]) * s + "px";
    inner.querySelectorAll(".viewport").forEach(v => v.remove());
    thickenHairlines(inner, s);
    // Transparent: what the section draws behind its cells (a background) shows through.
    const ground = inner.firstElementChild;
    if (ground && ground.tagName === "rect" && !ground.getAttribute("class")) ground.remove();
    entry.strip.replaceChildren(inner);
    entry.svg = inner;
    // The band stays where the user has it while the server catches up with a drag.
    if (!entry.drag && !entry.wheeling) {
      entry.ignore = true;
      const position = boxPosition(band, band.offset) * s;
      if (band.axis === "horizontal") entry.box.scrollLeft = position; else entry.box.scrollTop = position;
      requestAnimationFrame(() => { entry.ignore = false; });
    }
  }
  for (const [section, entry] of bands) if (!live.has(section)) { entry.box.remove(); bands.delete(section); }
}

// The layout's offset of the band where the user has it, to the half point.
function bandOffset(entry) {
  const s = preview.viewScale, band = entry.band;
  const position = (band.axis === "horizontal" ? entry.box.scrollLeft : entry.box.scrollTop) / s;
  return Math.round(boxPosition(band, position) * 2) / 2;
}

function wireBand(entry) {
  const { box } = entry;
  box.addEventListener("scroll", () => {
    if (entry.ignore) return;
    want({ section: entry.band.section, offset: bandOffset(entry) });
    if (!entry.drag) {
      // The wheel: when it stops, the section comes to rest as its behaviour says.
      entry.wheeling = true;
      clearTimeout(entry.rest);
      entry.rest = setTimeout(() => {
        entry.wheeling = false;
        want({ section: entry.band.section, offset: bandOffset(entry), velocity: 0 });
      }, 150);
    }
  });
  box.addEventListener("pointerdown", e => {
    e.stopPropagation();
    entry.drag = { x: e.clientX, y: e.clientY, at: performance.now(), velocity: 0, moved: 0 };
    box.setPointerCapture(e.pointerId);
  });
  box.addEventListener("pointermove", e => {
    e.stopPropagation();
    const drag = entry.drag;
    if (drag && e.buttons) {
      const horizontal = entry.band.axis === "horizontal";
      const delta = horizontal ? e.clientX - drag.x : e.clientY - drag.y;
      const now = performance.now(), s = preview.viewScale;
      if (horizontal) box.scrollLeft -= delta; else box.scrollTop -= delta;
      // Points per millisecond of the layout's offset: a drag to the left scrolls on, or to
      // the right in a flipped band, whose offset grows the other way.
      const sign = horizontal && entry.band.flipped ? 1 : -1;
      if (now > drag.at) drag.velocity = sign * delta / s / (now - drag.at);
      drag.moved += Math.abs(delta);
      drag.x = e.clientX; drag.y = e.clientY; drag.at = now;
    }
    hover(pointIn(entry.svg, e.clientX, e.clientY), entry);
  });
  box.addEventListener("pointerup", e => {
    e.stopPropagation();
    const drag = entry.drag;
    entry.drag = null;
    if (!drag) return;
    if (drag.moved < 4) { pin(pointIn(entry.svg, e.clientX, e.clientY), entry); return; }
    const still = performance.now() - drag.at > 100;
    want({ section: entry.band.section, offset: bandOffset(entry), velocity: still ? 0 : Math.round(drag.velocity * 1000) / 1000 });
  });
}

scroller.addEventListener("scroll", () => {
  if (ignoreScroll || !preview.state) return;
  preview.sceneAsked = null;
  document.getElementById("offset").textContent = "contentOffset " + viewOffset().join(", ");
  want(null);
});

// Dragging the view scrolls it along its axis, as a finger does.
let viewDrag = null;
scroller.addEventListener("pointerdown", e => {
  viewDrag = { x: e.clientX, y: e.clientY, moved: 0 };
  scroller.focus();
});
scroller.addEventListener("pointermove", e => {
  if (viewDrag && e.buttons) {
    const dx = e.clientX - viewDrag.x, dy = e.clientY - viewDrag.y;
    viewDrag.moved += Math.abs(dx) + Math.abs(dy);
    scroller.scrollLeft -= dx;
    scroller.scrollTop -= dy;
    viewDrag.x = e.clientX; viewDrag.y = e.clientY;
  }
  hover(viewPoint(e.clientX, e.clientY));
});
scroller.addEventListener("pointerup", e => {
  if (viewDrag && viewDrag.moved < 4) pin(viewPoint(e.clientX, e.clientY));
  viewDrag = null;
});
scroller.addEventListener("pointerleave", () => hover(null));

// MARK: The picture

function applyView(moved) {
  if (moved) preview.moved = true;
  canvas.style.transform = "translate(" + preview.pan[0] + "px," + preview.pan[1] + "px) scale(" + preview.zoom + ")";
}

function zoomAt(factor, cx, cy) {
  const z = Math.min(Math.max(preview.zoom * factor, 0.1), 20);
  preview.pan[0] = cx - (cx - preview.pan[0]) * z / preview.zoom;
  preview.pan[1] = cy - (cy - preview.pan[1]) * z / preview.zoom;
  preview.zoom = z;
  applyView(true);
}

// Fitted to the width (a tall scene is panned, not shrunk until its labels cannot be read).
function fit() {
  preview.moved = false;
  const box = canvas.getBoundingClientRect(), room = stage.getBoundingClientRect();
  const natural = box.width / preview.zoom;
  preview.zoom = Math.min(Math.max(room.width / (natural + 32), 0.5), 2);
  preview.pan = [16, 16];
  applyView();
}

stage.addEventListener("wheel", e => {
  e.preventDefault();
  const r = stage.getBoundingClientRect();
  if (e.ctrlKey || e.metaKey) {
    zoomAt(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX - r.left, e.clientY - r.top);
  } else {
    preview.pan[0] -= e.shiftKey ? e.deltaY : e.deltaX;
    preview.pan[1] -= e.shiftKey ? 0 : e.deltaY;
    applyView(true);
  }
}, { passive: false });

let drag = null;
stage.addEventListener("mousedown", e => { drag = { x: e.clientX, y: e.clientY, moved: 0 }; stage.focus(); });
window.addEventListener("mouseup", e => {
  if (drag && drag.moved < 4 && stage.contains(e.target)) pin(layoutPoint(e.clientX, e.clientY));
  drag = null;
});
stage.addEventListener("mousemove", e => {
  if (drag && e.buttons) {
    preview.pan[0] += e.clientX - drag.x;
    preview.pan[1] += e.clientY - drag.y;
    drag.moved += Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y);
    drag.x = e.clientX; drag.y = e.clientY;
    applyView(true);
  }
  preview.hovered = { x: e.clientX, y: e.clientY };
  hover(layoutPoint(e.clientX, e.clientY));
});
stage.addEventListener("mouseleave", () => hover(null));

stage.addEventListener("keydown", e => {
  const step = 40, r = stage.getBoundingClientRect();
  switch (e.key) {
    case "ArrowLeft": preview.pan[0] += step; break;
    case "ArrowRight": preview.pan[0] -= step; break;
    case "ArrowUp": preview.pan[1] += step; break;
    case "ArrowDown": preview.pan[1] -= step; break;
    case "+": case "=": zoomAt(1.25, r.width / 2, r.height / 2); return;
    case "-": zoomAt(0.8, r.width / 2, r.height / 2); return;
    case "0": fit(); return;
    default: return;
  }
  e.preventDefault();
  applyView(true);
});

// MARK: Elements under the pointer, highlighted and pinned

// The layout point under a point of the window, through an SVG's own coordinates.
function pointIn(svg, clientX, clientY) {
  if (!svg) return null;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return [p.x, p.y];
}
const layoutPoint = (x, y) => pointIn(preview.layout, x, y);
const viewPoint = (x, y) => pointIn(preview.viewSVG, x, y);

// The element drawn on top at a layout point: the last in paint order whose frame holds it.
// In a band, the point is in its strip's coordinates and its cells are looked up.
function elementAt(point, entry) {
  if (!point || !preview.state) return null;
  let [x, y] = point, list = preview.state.elements;
  if (entry) {
    // The strip's point in layout coordinates (mirrored back when flipped).
    const band = entry.band;
    x = band.layoutFrame[0] + (band.flipped ? band.length[0] - x : x);
    y += band.layoutFrame[1];
    list = band.elements;
  }
  let found = null;
  for (const e of list) {
    const [fx, fy, fw, fh] = e.frame;
    if (x >= fx && y >= fy && x <= fx + fw && y <= fy + fh) found = e;
  }
  return found;
}

const keyOf = e => e.category + "|" + (e.kind || "") + "|" + e.section + "|" + e.item;

// A cell of an orthogonal section: its layout frame (as `dump` gives it) and where the
// section's scroll puts it on screen, which is what the picture draws (clipped).
function bandCell(e) {
  if (!preview.state || e.category !== "cell") return null;
  const band = (preview.state.orthogonal || []).find(b => b.section === e.section);
  if (!band) return null;
  const laidOut = band.elements.find(c => c.item === e.item);
  if (!laidOut) return null;
  const f = laidOut.frame, horizontal = band.axis === "horizontal";
  const scrolled = horizontal ? [f[0] - band.offset, f[1], f[2], f[3]] : [f[0], f[1] - band.offset, f[2], f[3]];
  const screen = unscrolled(band, scrolled);
  return { band, laidOut, screen };
}

function describe(e) {
  const name = e.category === "cell" ? "cell" : e.category + " " + e.kind;
  const path = e.section === null ? "item " + e.item : e.section + "." + e.item;
  const banded = bandCell(e);
  const frames = banded
    ? ["frame " + banded.laidOut.frame.join(", "), "on screen " + banded.screen.join(", ") + " (section scrolled " + banded.band.offset + ")"]
    : ["frame " + e.frame.join(", ")];
  const lines = [name + " " + path, "index path [" + (e.section === null ? "" : e.section + ", ") + e.item + "]",
    ...frames, "zIndex " + e.zIndex];
  for (const [k, v] of Object.entries(e.attributes || {})) lines.push(k + " = " + JSON.stringify(v));
  if (e.use) lines.push("made by " + e.use);
  for (const rule of e.rules || []) lines.push("coloured by " + rule);
  return lines.join("\n");
}

function mark(svg, e, kind) {
  if (!svg) return;
  svg.querySelectorAll(".highlight." + kind).forEach(h => h.remove());
  if (!e) return;
  const r = document.createElementNS(svgNS, "rect");
  r.setAttribute("class", "highlight " + kind);
  ["x", "y", "width", "height"].forEach((name, i) => r.setAttribute(name, e.frame[i]));
  svg.appendChild(r);
}

// Every element the page knows: the picture's, and the bands' cells at their layout frames
// (which the picture shows scrolled and clipped, or not at all when off screen).
function allElements() {
  if (!preview.state) return [];
  const banded = new Set((preview.state.orthogonal || []).map(b => b.section));
  return preview.state.elements.filter(e => !(e.category === "cell" && banded.has(e.section)))
    .concat(...(preview.state.orthogonal || []).map(b => b.elements));
}

// Marks `e` in the picture and the view, or in a band (its strip's coordinates).
function markEverywhere(e, kind) {
  // A band's cell is marked where its section's scroll puts it (flipped in right-to-left),
  // not at its layout frame.
  const banded = e && bandCell(e), shown = banded ? { frame: banded.screen } : e;
  mark(preview.layout, shown, kind);
  mark(preview.viewSVG, shown, kind);
  for (const entry of bands.values()) {
    const mine = e && e.category === "cell" && e.section === entry.band.section;
    mark(entry.svg, mine ? { frame: inStrip(entry.band, e.frame) } : null, kind);
  }
}

function hover(point, entry) {
  const e = elementAt(point, entry);
  preview.hoveredElement = e;
  markEverywhere(e, "hover");
  showCard();
}

// A click pins the element under it in the inspector (a click on nothing unpins).
function pin(point, entry) {
  const e = elementAt(point, entry);
  preview.pinned = e ? keyOf(e) : null;
  showCard();
}

function showCard() {
  const card = document.getElementById("card");
  const elements = allElements();
  const pinned = preview.pinned && elements.find(e => keyOf(e) === preview.pinned);
  markEverywhere(pinned, "pinned");
  const hovered = preview.hoveredElement && elements.find(e => keyOf(e) === keyOf(preview.hoveredElement));
  const shown = pinned || hovered;
  card.classList.toggle("pinned", !!pinned);
  card.textContent = shown ? (pinned ? "pinned (click elsewhere to let go)\n" : "") + describe(shown)
    : "Hover over an element; click pins it.";
}

// MARK: The update, animated

// Plays the scene's update in the view, from the layout before to the layout after, as a
// collection view's batch update does by default: inserted elements fade in from where
// they start, deleted ones fade out where they end, the others move. `seek(t)` holds it at
// a point (0 to 1) instead.
function play(duration = 700) {
  const state = preview.state;
  if (!state || !state.changes) return;
  stopAnimation();
  const s = preview.viewScale;
  const layer = document.createElementNS(svgNS, "svg");
  layer.setAttribute("class", "animation");
  const [ax, ay, aw, ah] = state.area;
  layer.setAttribute("viewBox", [ax, ay, aw, ah].join(" "));
  layer.setAttribute("width", aw * s);
  layer.setAttribute("height", ah * s);
  layer.style.left = (ax * s) + "px";
  layer.style.top = (ay * s) + "px";
  // In paint order: by zIndex, then decorations under cells under headers and footers.
  const rank = { decoration: 0, cell: 1, supplementary: 2 };
  const ordered = [...state.changes].sort((a, b) =>
    (a.element.zIndex - b.element.zIndex) || (rank[a.element.category] - rank[b.element.category]));
  const shapes = ordered.map(change => {
    const e = change.element, g = document.createElementNS(svgNS, "g");
    const r = document.createElementNS(svgNS, "rect");
    const decoration = e.category === "decoration";
    r.setAttribute("fill", e.category === "cell" ? "#ffffff" : decoration ? "#e5e5ea" : "#d6e4f5");
    r.setAttribute("stroke", decoration ? "none"
      : change.action === "inserted" ? "#34c759" : change.action === "deleted" ? "#ff3b30" : "#3a3a3c");
    r.setAttribute("stroke-width", "1");
    g.appendChild(r);
    if (e.category !== "decoration") {
      const t = document.createElementNS(svgNS, "text");
      t.setAttribute("font-size", "12");
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("dominant-baseline", "central");
      t.setAttribute("fill", "#1c1c1e");
      t.textContent = e.category === "cell" ? e.section + "." + e.item : e.kind + " " + e.section;
      g.appendChild(t);
    }
    layer.appendChild(g);
    return { change, g, r, t: g.querySelector("text") };
  });
  spacer.appendChild(layer);
  if (preview.viewSVG) preview.viewSVG.style.visibility = "hidden";
  const animation = preview.animation = { layer, shapes, start: performance.now(), duration, held: null };
  const frame = now => {
    // Held by seek(t): drawn there, no more frames.
    if (preview.animation !== animation || animation.held !== null) return;
    const t = Math.min(1, (now - animation.start) / duration);
    drawAnimation(animation, t);
    if (t < 1) requestAnimationFrame(frame); else stopAnimation();
  };
  requestAnimationFrame(frame);
}

function drawAnimation(animation, t) {
  const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
  for (const { change, g, r, t: label } of animation.shapes) {
    const f = change.from.map((v, i) => v + (change.to[i] - v) * eased);
    r.setAttribute("x", f[0]); r.setAttribute("y", f[1]);
    r.setAttribute("width", Math.max(0, f[2])); r.setAttribute("height", Math.max(0, f[3]));
    if (label) { label.setAttribute("x", f[0] + f[2] / 2); label.setAttribute("y", f[1] + f[3] / 2); }
    const alpha = change.action === "inserted" ? eased : change.action === "deleted" ? 1 - eased : 1;
    g.setAttribute("opacity", alpha);
  }
  animation.t = t;
}

function stopAnimation() {
  if (preview.animation) preview.animation.layer.remove();
  preview.animation = null;
  if (preview.viewSVG) preview.viewSVG.style.visibility = "";
}

preview.seek = t => {
  if (!preview.animation) play();
  preview.animation.held = t;
  drawAnimation(preview.animation, t);
};

replay.addEventListener("click", () => play());

function connect() {
  const events = new EventSource("/events");
  events.addEventListener("state", m => receive(m.data));
  events.onerror = () => { document.getElementById("status").textContent = "disconnected: retrying…"; };
}

window.addEventListener("resize", () => { if (preview.state) renderView(preview.state); });
fetch("/state").then(r => r.text()).then(text => { receive(text); connect(); });
