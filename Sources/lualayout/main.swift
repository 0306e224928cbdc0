import Console

#if canImport(Glibc)
import Glibc
#endif

// The executable: argument handling only; the commands live in Console.
// A closed pipe (`lualayout dump scene.lua | head`) is a failed write, said on stderr with
// exit status 1 (the README's contract), not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
exit(CommandLineInterface.run(Array(CommandLine.arguments.dropFirst())))
