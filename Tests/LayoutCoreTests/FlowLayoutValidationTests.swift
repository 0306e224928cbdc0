import LayoutCore
import TestSupport
import XCTest

/// Bad input is rejected with the field at fault, named in LayoutCore's own terms (the
/// scene's keys are the scene loader's business: `SceneKeysTests`).
final class FlowLayoutValidationTests: XCTestCase {
    private func error(_ configure: (inout FlowLayoutConfiguration) -> Void = { _ in }, sections: [FlowSection]) -> LayoutError? {
        do {
            _ = try flowSnapshot(configure: configure, sections: sections)
            return nil
        } catch let error as LayoutError {
            return error
        } catch {
            return nil
        }
    }

    func testValidation_NegativeSpacing_NamesTheField() {
        let e = error({ $0.minimumLineSpacing = -1 }, sections: [FlowSection(itemCount: 1)])
        XCTAssertEqual(e?.path, LayoutFieldPath(.configuration, "minimumLineSpacing"))
        XCTAssertEqual(e?.message, "cannot be negative (got -1)")
    }

    func testValidation_NaNItemSize_NamesTheSectionAndItem() {
        let e = error(sections: [FlowSection(itemCount: 0), FlowSection(itemCount: 2, itemSizes: [S(1, 1), S(.nan, 1)])])
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(1), "itemSizes[1].width"))
    }

    func testValidation_InfiniteInset_IsRejected() {
        let e = error(sections: [FlowSection(itemCount: 1, inset: EdgeInsets(top: .infinity))])
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(0), "inset.top"))
        XCTAssertEqual(e?.message, "must be a finite number (got inf)")
    }

    func testValidation_ItemSizesOfTheWrongLength_AreRejected() {
        let e = error(sections: [FlowSection(itemCount: 3, itemSizes: [S(1, 1)])])
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(0), "itemSizes"))
        XCTAssertEqual(e?.message, "itemSizes has 1 sizes but the section has 3 items")
    }

    func testValidation_NegativeItemCount_NamesTheSectionsItemCount() {
        let e = error(sections: [FlowSection(itemCount: 1), FlowSection(itemCount: -2)])
        XCTAssertEqual(e?.path, LayoutFieldPath(.section(1), "itemCount"))
        XCTAssertEqual(e?.message, "an item count cannot be negative (got -2)")
    }

    func testValidation_CollectionViewSize_NamesTheSizeField() {
        XCTAssertThrowsError(try flowSnapshot(width: -1, sections: [])) { error in
            XCTAssertEqual((error as? LayoutError)?.path, LayoutFieldPath(.collectionView, "size.width"))
        }
    }
}
