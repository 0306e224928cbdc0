/// One section of a flow layout: its item count and whatever the delegate overrides for
/// it. A `nil` field means "not implemented by the delegate": the layout property is used.
public struct FlowSection: Hashable, Sendable {
    public var itemCount: Int
    /// `collectionView(_:layout:insetForSectionAt:)`.
    public var inset: EdgeInsets?
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public var minimumLineSpacing: Double?
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public var minimumInteritemSpacing: Double?
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    public var headerReferenceSize: Size?
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    public var footerReferenceSize: Size?
    /// `collectionView(_:layout:sizeForItemAt:)`, one size per item.
    public var itemSizes: [Size]?

    public init(
        itemCount: Int, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil, headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil, itemSizes: [Size]? = nil
    ) {
        self.itemCount = itemCount
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.itemSizes = itemSizes
    }
}
