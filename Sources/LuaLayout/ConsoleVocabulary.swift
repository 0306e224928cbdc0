import Decorations
import LuaRuntime
import PluginContract
import Scenes

// The layers below the facade that the package's own console (`lualayout`, the REPL) works
// with directly, named here at `package` level so that the console depends on the facade
// alone for them: the REPL evaluates its input in the scene's Lua state and prints the
// values, `:save` writes the scene's context back, `lualayout check` configures a plugin
// host of its own. An embedder sees none of these (they are not `public`); it changes the
// scene through `SceneSession`'s calls.

// The Lua binding: the REPL's input, results and completion.
package typealias LuaState = LuaRuntime.LuaState
package typealias LuaValue = LuaRuntime.LuaValue
package typealias LuaTable = LuaRuntime.LuaTable
package typealias LuaError = LuaRuntime.LuaError
package typealias LuaReadOptions = LuaRuntime.LuaReadOptions
package typealias LuaSyntax = LuaRuntime.LuaSyntax

// Scene files: the context the REPL changes, the scene it describes, `:save`.
package typealias SceneContext = Scenes.SceneContext
package typealias Scene = Scenes.Scene
package typealias SceneWriter = Scenes.SceneWriter
package typealias TableSourceLocator = Scenes.TableSourceLocator

// The plugin host: `lualayout check` runs one on a plugin alone; `:plugins` lists the
// search path.
package typealias PluginHost = Decorations.PluginHost
package typealias PluginSearchPath = Decorations.PluginSearchPath
package typealias PluginUse = PluginContract.PluginUse
package typealias PluginLimits = PluginContract.PluginLimits

// Index-path selectors as `color_rules` reads them: the preview's inspector says which
// rules coloured a cell.
package typealias SelectorParser = Decorations.SelectorParser
