/// A layout's sections: an array of `SectionLayout` kept in chunks that layouts share.
///
/// It reads and writes as an array does. What differs is the cost of a copy and of a
/// change to one section: a copy shares every chunk (O(1)), and changing a section copies
/// only its chunk of `chunkSize` sections. An update's incremental layout starts from the
/// previous layout's list and replaces the sections it changed, so an item inserted in one
/// section of 10,000 copies one chunk, not 10,000 sections whose arrays lie in cold memory
/// (docs/updates.md, "Incremental re-layout").
///
/// Every chunk but the last is full, so section `i` is entry `i % chunkSize` of chunk
/// `i / chunkSize`. Appending is amortised O(1); inserting or removing in the middle
/// rebuilds the list (layouts never do it).
public struct SectionList: Sendable {
    static let chunkShift = 6
    /// Sections per chunk.
    static let chunkSize = 1 << chunkShift

    /// A chunk, shared by lists until one of them writes to it (then copied first).
    final class Chunk: @unchecked Sendable {
        // Unchecked for the same reason as `SectionContents`'s arrays: every section read
        // passes here, and writes happen only to an unshared chunk, never during a read.
        @exclusivity(unchecked) var sections: ContiguousArray<SectionLayout>

        init(_ sections: ContiguousArray<SectionLayout>) { self.sections = sections }
    }

    private var chunks: ContiguousArray<Chunk> = []
    public private(set) var count = 0

    public init() {}

    public init(_ sections: some Sequence<SectionLayout>) {
        for section in sections { append(section) }
    }

    /// Appends `section` at the end.
    public mutating func append(_ section: consuming SectionLayout) {
        if count & (SectionList.chunkSize - 1) == 0 {
            var sections = ContiguousArray<SectionLayout>()
            sections.reserveCapacity(SectionList.chunkSize)
            sections.append(section)
            chunks.append(Chunk(sections))
        } else {
            let last = chunks.count - 1
            makeUnique(chunk: last)
            chunks[last].sections.append(section)
        }
        count += 1
    }

    /// Makes room for `capacity` sections' chunks.
    public mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + SectionList.chunkSize - 1) >> SectionList.chunkShift)
    }

    /// Calls `body` with each chunk's sections, read in place, and the index of the first.
    ///
    /// For passes over many sections: subscripting copies a section, which retains its
    /// contents, whose memory is cold after a large layout.
    public func forEachChunk(_ body: (_ sections: UnsafeBufferPointer<SectionLayout>, _ firstIndex: Int) throws -> Void) rethrows {
        for c in chunks.indices {
            try chunks[c].sections.withUnsafeBufferPointer { try body($0, c << SectionList.chunkShift) }
        }
    }

    /// The frame of section `position`, read in place (subscripting copies the section).
    public func frame(at position: Int) -> Rect {
        precondition(position >= 0 && position < count, "section index out of range")
        return chunks[position >> SectionList.chunkShift].sections.withUnsafeBufferPointer {
            $0[position & (SectionList.chunkSize - 1)].frame
        }
    }

    /// How many lines section `position` has, read in place.
    public func lineCount(at position: Int) -> Int {
        precondition(position >= 0 && position < count, "section index out of range")
        return chunks[position >> SectionList.chunkShift].sections.withUnsafeBufferPointer {
            $0[position & (SectionList.chunkSize - 1)].lines.count
        }
    }

    /// For each of this list's chunks, whether `other` holds the very same chunk at the same
    /// place (shared, not copied): how tests see that an update copied only what it changed.
    func sharesChunks(with other: SectionList) -> [Bool] {
        chunks.indices.map { c in other.chunks.indices.contains(c) && chunks[c] === other.chunks[c] }
    }

    private mutating func makeUnique(chunk c: Int) {
        if !isKnownUniquelyReferenced(&chunks[c]) { chunks[c] = Chunk(chunks[c].sections) }
    }
}

extension SectionList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> SectionLayout {
        _read {
            precondition(position >= 0 && position < count, "section index out of range")
            yield chunks[position >> SectionList.chunkShift].sections[position & (SectionList.chunkSize - 1)]
        }
        _modify {
            precondition(position >= 0 && position < count, "section index out of range")
            let c = position >> SectionList.chunkShift
            makeUnique(chunk: c)
            yield &chunks[c].sections[position & (SectionList.chunkSize - 1)]
        }
    }
}

extension SectionList: RangeReplaceableCollection {
    public mutating func replaceSubrange<C: Collection<SectionLayout>>(_ subrange: Range<Int>, with newSections: C) {
        if subrange.isEmpty && subrange.lowerBound == count {
            for section in newSections { append(section) }
            return
        }
        // Rare (layouts only append): rebuilt through an array.
        var all = Array(self)
        all.replaceSubrange(subrange, with: newSections)
        self = SectionList(all)
    }
}

extension SectionList: ExpressibleByArrayLiteral {
    public init(arrayLiteral sections: SectionLayout...) { self.init(sections) }
}

extension SectionList: Equatable {
    /// Equal when the sections are; chunks two lists share are not compared again.
    public static func == (lhs: SectionList, rhs: SectionList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for c in lhs.chunks.indices where lhs.chunks[c] !== rhs.chunks[c] {
            guard lhs.chunks[c].sections == rhs.chunks[c].sections else { return false }
        }
        return true
    }
}
