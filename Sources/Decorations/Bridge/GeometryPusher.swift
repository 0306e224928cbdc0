import LayoutCore
import LuaRuntime

/// Pushes geometry values into a plugin state as the tables plugins read:
/// `{ x =, y =, width =, height = }` frames and `{ top =, left =, bottom =, right = }` insets.
struct GeometryPusher {
    let state: LuaState
    let x, y, width, height, top, left, bottom, right: LuaKey

    init(state: LuaState) {
        self.state = state
        x = state.intern("x")
        y = state.intern("y")
        width = state.intern("width")
        height = state.intern("height")
        top = state.intern("top")
        left = state.intern("left")
        bottom = state.intern("bottom")
        right = state.intern("right")
    }

    /// [-0, +1]
    func push(_ rect: Rect) {
        state.createTable(narr: 0, nrec: 4)
        state.rawSetField(-1, x, number: rect.x)
        state.rawSetField(-1, y, number: rect.y)
        state.rawSetField(-1, width, number: rect.width)
        state.rawSetField(-1, height, number: rect.height)
    }

    /// [-0, +1]
    func push(_ size: Size) {
        state.createTable(narr: 0, nrec: 2)
        state.rawSetField(-1, width, number: size.width)
        state.rawSetField(-1, height, number: size.height)
    }

    /// [-0, +1]
    func push(_ insets: EdgeInsets) {
        state.createTable(narr: 0, nrec: 4)
        state.rawSetField(-1, top, number: insets.top)
        state.rawSetField(-1, left, number: insets.left)
        state.rawSetField(-1, bottom, number: insets.bottom)
        state.rawSetField(-1, right, number: insets.right)
    }

    /// Pushes field `key` of section `s` (what `s.frame`, `s.header`, ... read); returns
    /// false (pushing nothing) for unknown keys and absent values.
    func pushSectionField(_ key: String, of s: SectionLayout, in geometry: LayoutGeometry) -> Bool {
        switch key {
        case "frame": push(s.frame)
        case "itemsFrame": push(s.itemsFrame)
        case "contentFrame": push(s.contentFrame)
        case "insets": push(s.insets)
        case "header":
            guard let header = s.header else { return false }
            push(header)
        case "footer":
            guard let footer = s.footer else { return false }
            push(footer)
        case "count": state.push(integer: Int64(s.itemCount))
        case "lineCount": state.push(integer: Int64(s.lines.count))
        default: return pushLayoutField(key, of: geometry)
        }
        return true
    }

    /// Pushes a layout-wide field (`bounds`, `direction`, `scale`, `sectionCount`,
    /// `contentSize`); false for unknown keys.
    func pushLayoutField(_ key: String, of geometry: LayoutGeometry) -> Bool {
        switch key {
        case "bounds": push(geometry.bounds)
        case "direction": state.push(string: geometry.scrollDirection.rawValue)
        case "scale": state.push(number: geometry.scale)
        case "sectionCount": state.push(integer: Int64(geometry.sections.count))
        case "contentSize": push(geometry.contentSize)
        default: return false
        }
        return true
    }
}
