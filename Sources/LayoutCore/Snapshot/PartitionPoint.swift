/// The binary search every index of the snapshot uses (`BandIndex`, `LineIndex`,
/// `ItemIntervalIndex`): the first index in `0..<count` that satisfies `predicate`, for a
/// predicate that is false, then true, along monotonic values. O(log count).
@inline(__always)
func partitionPoint(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let mid = (low + high) / 2
        if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
