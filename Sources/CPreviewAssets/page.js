"use strict";
const preview = window.lualayout = { state: null, stateText: null, renders: 0, zoom: 1, pan: [16, 16], hovered: null };
const stage = document.getElementById("stage"), canvas = document.getElementById("canvas");
const scroller = document.getElementById("scroller"), spacer = document.getElementById("spacer");
const scrollScale = 0.6;
let scrollSent = null, ignoreScroll = false;

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
  preview.state = state;
  document.getElementById("status").textContent =
    state.elements.length + " elements · content " + state.contentSize.join(" × ") + " · version " + preview.renders;
  canvas.replaceChildren();
  if (state.before) canvas.appendChild(figure("before the update", state.before)[0]);
  const [after, svg] = figure(state.before ? "after (changes marked)" : "layout", state.svg);
  after.id = "after";
  canvas.appendChild(after);
  preview.layout = svg.querySelector("svg");
  renderScroller(state);
  applyView();
  if (!preview.fitted) { preview.fitted = true; fit(); }
  if (preview.hovered) showCard(preview.hovered.x, preview.hovered.y);
}

function renderScroller(state) {
  const [x, y, w, h] = state.viewport;
  scroller.style.width = (w * scrollScale) + "px";
  scroller.style.height = (h * scrollScale) + "px";
  const area = state.area;
  spacer.replaceChildren();
  spacer.style.width = (area[2] * scrollScale) + "px";
  spacer.style.height = (area[3] * scrollScale) + "px";
  if (preview.layout) {
    const copy = preview.layout.cloneNode(true);
    copy.removeAttribute("x"); copy.removeAttribute("y");
    copy.setAttribute("width", area[2] * scrollScale);
    copy.setAttribute("height", area[3] * scrollScale);
    copy.querySelectorAll(".viewport").forEach(v => v.remove());
    spacer.appendChild(copy);
  }
  ignoreScroll = true;
  scroller.scrollLeft = (x - area[0]) * scrollScale;
  scroller.scrollTop = (y - area[1]) * scrollScale;
  // The view clamps an offset past the end, as a scroll view does: the label says where
  // it is, and what the scene asked for when that differs.
  const shown = [Math.round(scroller.scrollLeft / scrollScale + area[0]), Math.round(scroller.scrollTop / scrollScale + area[1])];
  document.getElementById("offset").textContent = "contentOffset " + shown.join(", ") +
    (shown[0] !== x || shown[1] !== y ? " (the scene asks " + x + ", " + y + ")" : "");
  requestAnimationFrame(() => { ignoreScroll = false; });
}

scroller.addEventListener("scroll", () => {
  if (ignoreScroll || !preview.state) return;
  const area = preview.state.area;
  const x = Math.round(scroller.scrollLeft / scrollScale + area[0]);
  const y = Math.round(scroller.scrollTop / scrollScale + area[1]);
  if (scrollSent) clearTimeout(scrollSent);
  scrollSent = setTimeout(() => {
    scrollSent = null;
    fetch("/scroll?x=" + x + "&y=" + y, { method: "POST", headers: { "X-LuaLayout": "scroll" } });
  }, 60);
});

function applyView() {
  canvas.style.transform = "translate(" + preview.pan[0] + "px," + preview.pan[1] + "px) scale(" + preview.zoom + ")";
}

function zoomAt(factor, cx, cy) {
  const z = Math.min(Math.max(preview.zoom * factor, 0.1), 20);
  preview.pan[0] = cx - (cx - preview.pan[0]) * z / preview.zoom;
  preview.pan[1] = cy - (cy - preview.pan[1]) * z / preview.zoom;
  preview.zoom = z;
  applyView();
}

function fit() {
  const box = canvas.getBoundingClientRect(), room = stage.getBoundingClientRect();
  const natural = [box.width / preview.zoom, box.height / preview.zoom];
  preview.zoom = Math.min(room.width / (natural[0] + 32), room.height / (natural[1] + 32), 4);
  preview.pan = [16, 16];
  applyView();
}

stage.addEventListener("wheel", e => {
  e.preventDefault();
  const r = stage.getBoundingClientRect();
  zoomAt(e.deltaY < 0 ? 1.1 : 1 / 1.1, e.clientX - r.left, e.clientY - r.top);
}, { passive: false });

let drag = null;
stage.addEventListener("mousedown", e => { drag = [e.clientX, e.clientY]; stage.focus(); });
window.addEventListener("mouseup", () => { drag = null; });
stage.addEventListener("mousemove", e => {
  if (drag) {
    preview.pan[0] += e.clientX - drag[0];
    preview.pan[1] += e.clientY - drag[1];
    drag = [e.clientX, e.clientY];
    applyView();
  }
  preview.hovered = { x: e.clientX, y: e.clientY };
  showCard(e.clientX, e.clientY);
});

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
  applyView();
});

// The layout point under a point of the window, through the layout's own coordinates.
function layoutPoint(clientX, clientY) {
  if (!preview.layout) return null;
  const m = preview.layout.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return [p.x, p.y];
}

// The element drawn on top at a layout point: the last in paint order whose frame holds it.
function elementAt(x, y) {
  let found = null;
  for (const e of preview.state.elements) {
    const [fx, fy, fw, fh] = e.frame;
    if (x >= fx && y >= fy && x <= fx + fw && y <= fy + fh) found = e;
  }
  return found;
}

function describe(e) {
  const name = e.category === "cell" ? "cell" : e.category + " " + e.kind;
  const path = e.section === null ? "item " + e.item : e.section + "." + e.item;
  const lines = [name + " " + path, "frame " + e.frame.join(", "), "zIndex " + e.zIndex];
  for (const [k, v] of Object.entries(e.attributes || {})) lines.push(k + " = " + JSON.stringify(v));
  if (e.use) lines.push("made by " + e.use);
  return lines.join("\n");
}

function showCard(clientX, clientY) {
  const card = document.getElementById("card");
  const p = layoutPoint(clientX, clientY);
  const e = p && preview.state ? elementAt(p[0], p[1]) : null;
  card.textContent = e ? describe(e) : "Hover over an element.";
}

function connect() {
  const events = new EventSource("/events");
  events.addEventListener("state", m => receive(m.data));
  events.onerror = () => { document.getElementById("status").textContent = "disconnected: retrying…"; };
}

fetch("/state").then(r => r.text()).then(text => { receive(text); connect(); });
