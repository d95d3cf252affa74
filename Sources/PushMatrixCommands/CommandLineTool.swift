import PushMatrixApp
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `pushmatrix` tool: runs a command line and picks the exit code.
package enum CommandLineTool {
  /// Runs the tool on the process's standard streams and returns the exit code, 74 when standard
  /// output could not take the whole result.
  ///
  /// The first write to standard output that fails ends the process at once: the result can no
  /// longer arrive whole, so neither success nor a report's verdict holds, and working out the
  /// rest of it (minutes, for a large export into `head` with SIGPIPE ignored) would be waste.
  package static func main(_ arguments: [String]) -> Int32 {
    main(arguments.map { .some($0) })
  }

  /// Runs the tool on arguments as the process got them, each `nil` that is not UTF-8: such an
  /// argument no command can name, so the tool refuses it with its bytes spelled out (64).
  package static func main(_ arguments: [String?], spelled: [String] = []) -> Int32 {
    let errors = StandardStream.error()
    if let index = arguments.firstIndex(of: nil) {
      let bytes = index < spelled.count ? spelled[index] : "?"
      errors.write(
        "error: argument \(bytes.messageQuoted) is not UTF-8, in which every path is named; "
          + "rename it, or give the folder that holds it (scan names what it cannot read)\n"
          + "See 'pushmatrix --help'.\n")
      errors.flush()
      return ExitCode.usage
    }
    let arguments = arguments.compactMap { $0 }
    let output = StandardStream.output { failure in
      errors.write("error: cannot write standard output: \(failure)\n")
      errors.flush()
      exit(with: ExitCode.ioError)
    }
    let code = run(arguments, console: Console(output: output, errors: errors))
    output.flush()
    errors.flush()
    return code
  }

  /// Runs the tool on the process's own arguments, read as bytes so that one that is not UTF-8
  /// is refused rather than repaired into the name of another file.
  package static func mainWithProcessArguments() -> Int32 {
    let raw = (1..<Int(CommandLine.argc)).map { index in
      CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
        ?? []
    }
    let bytes = raw.map { $0.map { UInt8(bitPattern: $0) } }
    return main(
      bytes.map { String(strictUTF8: $0) }, spelled: bytes.map(String.init(fileNameBytes:)))
  }

  /// Ends the process with an exit code, so that the executable needs nothing but this module.
  package static func exit(with code: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(code)
    #elseif canImport(Musl)
      Musl.exit(code)
    #elseif canImport(Darwin)
      Darwin.exit(code)
    #endif
  }

  /// Runs a command line on a console and returns the exit code.
  package static func run(_ arguments: [String], console: Console) -> Int32 {
    do {
      return try CommandParser.parse(arguments).run(console)
    } catch let error as UsageError {
      console.errors.write(
        "error: \(error.message.messageEscaped)\n\(error.usage)\nSee 'pushmatrix --help'.\n")
      return ExitCode.usage
    } catch let diagnostic as Diagnostic {
      console.errors.write("\(diagnostic)\n")
      return ExitCode.dataError
    } catch let error as ScanError {
      // A path that is not there, or holds no source, is a missing input; any other is unreadable.
      console.errors.write("error: \(error.description.messageEscaped)\n")
      return error.isMissingInput ? ExitCode.noInput : ExitCode.ioError
    } catch let error as AtomicFile.WriteError {
      console.errors.write("error: \(error.description.messageEscaped)\n")
      return ExitCode.cannotCreate
    } catch {
      console.errors.write("error: \(String(describing: error).messageEscaped)\n")
      return ExitCode.failure
    }
  }
}
