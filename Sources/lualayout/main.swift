import Console

#if canImport(Glibc)
import Glibc
#endif

// The executable: argument handling only; the commands live in Console.
exit(CommandLineInterface.run(Array(CommandLine.arguments.dropFirst())))
