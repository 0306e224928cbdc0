import LayoutCore
import TestSupport
import XCTest

/// Bad input is rejected with the field at fault.
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
        XCTAssertEqual(e?.field, "flow.minimumLineSpacing")
        XCTAssertEqual(e?.message, "cannot be negative (got -1)")
    }

    func testValidation_NaNItemSize_NamesTheSectionAndItem() {
        let e = error(sections: [FlowSection(itemCount: 0), FlowSection(itemCount: 2, itemSizes: [S(1, 1), S(.nan, 1)])])
        XCTAssertEqual(e?.field, "sections[1].itemSizes[1].width")
    }

    func testValidation_InfiniteInset_IsRejected() {
        let e = error(sections: [FlowSection(itemCount: 1, inset: EdgeInsets(top: .infinity))])
        XCTAssertEqual(e?.field, "sections[0].inset.top")
        XCTAssertEqual(e?.message, "must be a finite number (got inf)")
    }

    func testValidation_ItemSizesOfTheWrongLength_AreRejected() {
        let e = error(sections: [FlowSection(itemCount: 3, itemSizes: [S(1, 1)])])
        XCTAssertEqual(e?.field, "sections[0].itemSizes")
        XCTAssertEqual(e?.message, "itemSizes has 1 sizes but the section has 3 items")
    }
}
