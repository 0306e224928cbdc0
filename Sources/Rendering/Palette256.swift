/// Maps a 24-bit colour to the nearest entry of the xterm 256-colour palette: the 6×6×6
/// cube (16...231, levels 0, 95, 135, 175, 215, 255) or the grey ramp (232...255, levels
/// 8, 18, ..., 238), whichever is closer, as tmux's `colour_find_rgb` does. The first 16
/// entries are skipped because terminals let users redefine them.
enum Palette256 {
    private static let levels = [0, 95, 135, 175, 215, 255]

    static func index(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let r = cubeStep(Int(red)), g = cubeStep(Int(green)), b = cubeStep(Int(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(average - 3, 0) / 10
        let grey = 8 + 10 * greyStep
        let target = (Int(red), Int(green), Int(blue))
        if distance(target, (grey, grey, grey)) < distance(target, cube) {
            return 232 + greyStep
        }
        return 16 + 36 * r + 6 * g + b
    }

    private static func cubeStep(_ value: Int) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}
