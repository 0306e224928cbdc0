/// What `:help COMMAND` adds to a command's one-line summary: the words it uses and
/// examples.
enum ReplCommandDetails {
    static let text: [String: String] = [
        "help": """
            :help            the commands
            :help show       one command, with examples (a unique prefix works: :help sh)
            :help scene      the scene functions;  :help keys  line editing
            """,
        "update": """
            Applies one batch update, as update { } in a scene does (UIKit's
            performBatchUpdates): deletes and reloads name index paths before the update,
            inserts name them after it, moves name one of each; 0-based. Prints what happened
            to every element that changed, then the visible rect before and after. A batch
            UIKit would reject changes nothing and says why. :undo goes back.
              :update { deleteItems = { {0, 1} }, insertItems = { {1, 0, size = {100, 50}} } }
              :update { insertSections = { { at = 2, items = 4 } }, moveSections = { { from = 0, to = 1 } } }
              :update { moveItems = { { from = {0, 2}, to = {1, 1} } }, reloadItems = { {0, 0} } }
            """,
        "scroll": """
            Moves the view: sets the content offset (as collection { contentOffset = ... }),
            lays out again and draws the visible rect. X,Y sets both; one number sets the
            offset along the scroll axis. Pinned headers (sectionHeadersPinToVisibleBounds)
            and plugins that follow the scroll (M.follow, such as stretchy_header) move
            with it. :scroll alone prints the offset.
              :scroll 0,-80
              :scroll 300
            """,
        "undo": """
            Goes back to the scene as it was before the last :update; what was typed since
            goes with it. Each :undo steps back one more; :load and :reset forget them.
            """,
        "load": """
            Runs SCENE in a fresh world: what you typed so far is dropped. On an error the
            current world stays.
              :load Scenes/demo.lua
            """,
        "save": """
            Writes the current state (the view, the layout, the sections, the use calls) as a
            scene file that loads back to the same layout. It is generated, not your text:
            comments and helper code are not kept, so :save refuses to replace the scene file
            that was loaded; :save! FILE replaces it anyway.
              :save my_scene.lua
              :save! Scenes/demo.lua
            """,
        "reset": """
            Runs the loaded scene file again in a fresh world, dropping what was typed.
            """,
        "read": """
            Runs FILE as if its lines were typed: Lua and :commands. Errors name FILE and the
            line; with :bail on the first error stops it.
              :read setup.repl
            """,
        "output": """
            Sends results (values, :show, :attrs, :json, print) to FILE instead of the screen;
            :output alone sends them back. Notices and errors stay on the screen. Like every
            command that writes, it refuses the scene loaded, a plugin or module in use and a
            script being read (links too); :output! FILE writes there anyway.
              :output layout.txt
              :attrs all
              :output
            """,
        "bail": """
            on: the first error stops the input (a piped script ends with status 1; a :read
            file stops). off: errors are reported and the input goes on. Piped input bails
            unless --keep-going.
              :bail on
            """,
        "uses": """
            The use(...) calls in the scene, numbered, with where each was written.
              :uses
            """,
        "unuse": """
            Removes one use(...) call: by plugin name when it is used once, or by its number
            in :uses.
              :unuse separators
              :unuse 2
            """,
        "reload": """
            Loads the plugin's file again (all plugins without a name). The new version must
            load, pass its options and run on the host's test layout, then on the sections
            you see; if it fails anywhere the previous version stays and the error is shown.
              :reload separators
            """,
        "watch": """
            on: while the prompt waits, a change to the scene file reloads the scene, a change
            to a plugin file reloads the plugin, and the visible rect is drawn again (not after
            a failed reload: the error stays on screen).
              :watch on
            """,
        "plugins": """
            Each loaded plugin: its file, generation (1, then +1 per reload), its uses'
            options, and its last error while it is still failing.
            """,
        "errors": """
            The last 20 plugin errors, oldest first, with file:line and traceback.
            """,
        "attrs": """
            The elements in a rect as a table (numbers rounded for reading; :json has them
            exact). Without a rect: the visible rect, the collection view's bounds at its
            content offset. all: every element.
              :attrs
              :attrs 0,0,375,200
              :attrs all
            """,
        "at": """
            Every element at an index path: the cell, and the supplementaries and
            decorations with that path. Numbers are 0-based, as in UIKit.
              :at 0 3
            """,
        "show": """
            Draws a rect of the layout in the terminal. Without a rect it draws the visible
            rect: the collection view's bounds (collection { width, height }) at its
            contentOffset, what the screen of the scene's device shows.
              :show
              :show 0,0,375,2000
            """,
        "svg": """
            Writes a picture of a rect (default: the whole content). FILE.svg is written
            directly; FILE.png goes through rsvg-convert. A file in use (the scene, a plugin,
            a script being read) is refused; :svg! FILE writes it anyway.
              :svg demo.svg
              :svg top.png 0,0,375,300
            """,
        "json": """
            The whole layout as JSON (the format of lualayout dump), on the screen or in FILE
            (a file in use is refused; :json! FILE writes it anyway).
              :json
              :json layout.json
            """,
        "time": """
            How long the last input's layout took: the whole pass, the base layout, and the
            plugins (sections computed and taken from the cache). on: after every change.
              :time on
            """,
        "quit": """
            Leaves the REPL (so do Ctrl-D and the end of piped input). A unique prefix works:
            :q.
            """,
    ]
}
