// swift-tools-version:6.0
// An app that embeds LuaLayout: it depends on the checkout by path, as an app would depend
// on a release by URL. Built and run by Scripts/embed-demo (docs/embedding.md).
import PackageDescription

let package = Package(
    name: "EmbedDemo",
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name.
        .package(name: "LuaLayout", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "EmbedDemo",
            dependencies: [
                .product(name: "LuaLayout", package: "LuaLayout"),
                .product(name: "LayoutCore", package: "LuaLayout"),
            ],
            path: "Sources/EmbedDemo"),
    ]
)
