import LayoutCore
import Scenes
import XCTest

/// Bad compositional scenes: each error names the scene file, the line and the key path
/// (in the engine's format, under where it was written), with did-you-mean for typos.
final class CompositionalErrorSceneTests: XCTestCase {
    // MARK: The errors issue 5 lists

    func testDimensionOfTheWrongKind() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                  subitems = {
                    { size = { 100, 44 } },
                  } },
              },
            }
            sections { 3 }
            """, line: 5, key: "compositional.section.group.subitems[0].size.width",
            message: "expected a dimension such as fractionalWidth(1) or absolute(44), got the number 100")
    }

    func testGroupWithNoSubitems_EmptyList() {
        assertSceneError(
            """
            compositional {
              section = {
                group = {
                  axis = "vertical",
                  size = { fractionalWidth(1), absolute(44) },
                  subitems = {},
                },
              },
            }
            sections { 3 }
            """, line: 6, key: "compositional.section.group.subitems", message: "a group needs at least one subitem")
    }

    func testGroupWithNoSubitems_KeyMissing_PointsAtTheGroup() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "vertical",
                  size = { fractionalWidth(1), absolute(44) } },
              },
            }
            sections { 3 }
            """, line: 3, key: "compositional.section.group.subitems",
            message: "missing: a group needs subitems = { ... }, or subitem = X with count = n")
    }

    func testCountBelowOne() {
        assertSceneError(
            """
            local item = { size = { fractionalWidth(1), fractionalHeight(1) } }
            compositional {
              sections = {
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitem = item, count = 3 } },
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitem = item,
                            count = 0 } },
              },
            }
            sections { 3, 3 }
            """, line: 8, key: "compositional.sections[1].group.count", message: "count must be at least 1 (got 0)")
    }

    func testProviderReturningSomethingElseThanASection() {
        assertSceneError(
            """
            compositional {
              interSectionSpacing = 0,
              sectionProvider = function(index)
                if index == 1 then return "list" end
                return { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                   subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
              end,
            }
            sections { 3, 3 }
            """, line: 3, key: "compositional.sectionProvider",
            message: "returned the string \"list\" for section 1; a section provider returns a section ({ group = ... }) or nil")
    }

    func testUnknownOrthogonalBehaviour_IsRefusedAtItsLine() {
        assertSceneError(
            """
            local row = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }
            compositional {
              section = {
                group = row,
                orthogonalScrollingBehavior = "groupPage",
              },
            }
            sections { 3 }
            """, line: 6, key: "compositional.section.orthogonalScrollingBehavior",
            message: "unknown value 'groupPage' (did you mean 'groupPaging'?)")
    }

    func testNonFiniteOrthogonalOffset_IsRefusedAtItsLine() {
        assertSceneError(
            """
            collection { width = 320,
              orthogonalOffsets = { [0] = 0/0 } }
            """, line: 2, key: "collection.orthogonalOffsets[0]",
            message: "the offset must be finite")
    }

    func testOrthogonalOffsetKeys_AreSectionNumbers() {
        assertSceneError(
            """
            collection { width = 320,
              orthogonalOffsets = { first = 10 } }
            """, line: 2, key: "collection.orthogonalOffsets",
            message: "keys must be 0-based section numbers, got a string")
    }

    func testFirstSubitemThatDoesNotFit_IsTheEnginesErrorLocated() {
        assertSceneError(
            """
            collection { width = 375 }
            compositional {
              sections = {
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { absolute(100), fractionalHeight(1) } } } } },
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = {
                              { size = { absolute(500), fractionalHeight(1) } },
                            } } },
              },
            }
            sections { 1, 1 }
            """, line: 8, key: "compositional.sections[1].group.subitems[0]",
            message: "the first subitem (500.0 pt along the group axis) does not fit in the group's 375.0 pt")
    }

    // MARK: Section forms and item counts

    func testSectionsCountMustEqualItemCounts() {
        assertSceneError(
            """
            local s = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                  subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
            compositional {
              interSectionSpacing = 10,
              sections = { s, s, s },
            }
            sections { 4, 5 }
            """, line: 5, key: "compositional.sections",
            message: "3 section specs, but sections { ... } gives 2 item counts; give one spec per section")
    }

    func testNoSectionsGiven() {
        assertSceneError(
            """
            collection { width = 320 }
            compositional { interSectionSpacing = 4 }
            sections { 1 }
            """, line: 2, key: "compositional", message: "missing the sections' layout: section = { ... }")
    }

    func testOnlyOneSectionForm() {
        assertSceneError(
            """
            local s = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                  subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
            compositional {
              section = s,
              sections = { s },
            }
            sections { 1 }
            """, line: 5, key: "compositional.sections", message: "give only one of section, sections and sectionProvider")
    }

    func testFlowOnlySectionKeyInACompositionalScene() {
        assertSceneError(
            """
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                                   subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections {
              3,
              { items = 4,
                inset = { top = 10 } },
            }
            """, line: 6, key: "sections[1].inset", message: "'inset' is a flow-layout key; in a compositional scene a section entry is an item count")
    }

    func testFlowOnlyItemSizeNamesTheKeyWritten() {
        assertSceneError(
            """
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                                   subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections { { items = 2, itemSize = { 10, 10 } } }
            """, line: 3, key: "sections[0].itemSize", message: "'itemSize' is a flow-layout key")
    }

    func testProviderThatFails_NamesTheIndexAndTheLuaLine() {
        guard let error = compositionalSceneError(
            """
            compositional {
              sectionProvider = function(index)
                error("no layout for " .. index)
              end,
            }
            sections { 2 }
            """)
        else { return }
        XCTAssertEqual(error.file, "test.lua")
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.hasPrefix("sectionProvider(0) failed: "), error.message)
        XCTAssertTrue(error.message.contains("no layout for 0"), error.message)
    }

    func testBadSectionFromProvider_PointsIntoTheProvider() {
        assertSceneError(
            """
            compositional {
              sectionProvider = function(index)
                return { group = { axis = "horizontal",
                                   size = { fractionalWidth(1), 44 },
                                   subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
              end,
            }
            sections { 2 }
            """, line: 4, key: "compositional.sectionProvider(0).group.size.height",
            message: "expected a dimension such as fractionalWidth(1) or absolute(44), got the number 44")
    }

    // MARK: Did you mean, and other typos

    func testUnknownSectionKey_DidYouMean() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                interGroupSpacng = 8,
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.interGroupSpacng",
            message: "unknown key 'interGroupSpacng' (did you mean 'interGroupSpacing'?)")
    }

    func testUnknownLayoutKey_DidYouMean() {
        assertSceneError(
            """
            collection { width = 320 }

            compositional {
              scrollDirecton = "vertical",
            }
            """, line: 4, key: "compositional.scrollDirecton", message: "(did you mean 'scrollDirection'?)")
    }

    func testUnknownDimensionKind_DidYouMean() {
        assertSceneError(
            """
            compositional { section = {
              group = { axis = "horizontal", size = { { fractionalWdth = 1 }, absolute(44) },
                        subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections { 1 }
            """, line: 2, key: "compositional.section.group.size.width",
            message: "unknown dimension 'fractionalWdth' (did you mean 'fractionalWidth'?)")
    }

    func testSpacingWhereADimensionIsExpected() {
        assertSceneError(
            """
            compositional { section = {
              group = { axis = "horizontal", size = { fixed(8), absolute(44) },
                        subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections { 1 }
            """, line: 2, key: "compositional.section.group.size.width", message: "got the spacing fixed(...)")
    }

    func testGroupKeysWithoutAxis_SayItIsAnItem() {
        assertSceneError(
            """
            compositional { section = {
              group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                        subitems = {
                          { size = { fractionalWidth(0.5), fractionalHeight(1) },
                            subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                        } } } }
            sections { 1 }
            """, line: 5, key: "compositional.section.group.subitems[0].subitems",
            message: "'subitems' belongs to a group, and an entry without axis is an item")
    }

    func testBadAlignment_DidYouMean() {
        assertSceneError(
            """
            compositional {
              boundarySupplementaryItems = {
                { kind = "banner", size = { fractionalWidth(1), absolute(40) },
                  alignment = "topLeadin" },
              },
              section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                    subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
            }
            sections { 1 }
            """, line: 4, key: "compositional.boundarySupplementaryItems[0].alignment",
            message: "unknown value 'topLeadin' (did you mean 'topLeading'?)")
    }

    func testDecorationWithoutBackground() {
        assertSceneError(
            """
            compositional { section = {
              group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                        subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              decorationItems = {
                { contentInsets = { leading = 15 } },
              } } }
            sections { 1 }
            """, line: 5, key: "compositional.section.decorationItems[0].background",
            message: "missing: a decoration item is a background")
    }

    /// Several `size =` lines: the error must point at the third section's, not the first.
    func testLocatorWalksTablesNotText() {
        assertSceneError(
            """
            local item = { size = { fractionalWidth(1), fractionalHeight(1) } }
            local function row(h)
              return { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(h) }, subitems = { item } } }
            end
            compositional {
              sections = {
                row(44),
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { item } } },
                { group = { axis = "horizontal",
                            size = { fractionalWidth(1), absolute(44) },
                            subitems = {
                              item,
                              { size = { fractionalWidth(1), "44" } },
                            } } },
              },
            }
            sections { 1, 1, 1 }
            """, line: 13, key: "compositional.sections[2].group.subitems[1].size.height",
            message: "got the string \"44\"")
    }

    /// Braces and keys inside comments and strings are not table structure.
    func testLocatorSkipsCommentsAndStrings() {
        assertSceneError(
            """
            --[[ an old version: compositional { section = { group = { size = { 1, 2 } } } } ]]
            compositional {
              -- section = { group = { size = { } } }
              section = { boundarySupplementaryItems = { { kind = "h}{ size = ", size = { absolute(1), absolute(1) } } },
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                subitems = {
                  { size = { fractionalWidth(1), absolute(44) } }, -- }, { size = {
                  { size = { fractionalWidth(1), absolute(44) },
                    contentInsets = { top = 1, botom = 2 } },
                } } },
            }
            sections { 1 }
            """, line: 9, key: "compositional.section.group.subitems[1].contentInsets.botom",
            message: "unknown key 'botom' (did you mean 'bottom'?)")
    }
}
