import PushMatrixApp
import PushMatrixIO
import PushMatrixModel

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
    let errors = StandardStream.error()
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
