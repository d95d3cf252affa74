import PushMatrix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
