import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// `pushmatrix completion bash|zsh|fish`: a shell completion script, made from the commands'
/// declarations.
///
/// The commands come from ``CommandParser/commands``, each command's options and flags from its
/// ``ToolCommand/options`` and ``ToolCommand/flags``, the declarations it parses its arguments
/// with, and the values of an option from the same place: each axis's identifiers from the axis
/// registry, the catalog's releases, each format's cases. No list is kept by hand, so the script
/// cannot fall behind the tool.
package struct CompletionCommand: ToolCommand {
  /// A shell the script is for.
  package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  package static let name = "completion"
  package static let summary = "print a shell completion script for bash, zsh or fish"
  package static let usage = "usage: pushmatrix completion bash|zsh|fish"
  package static let details = """
    Prints a script that completes the commands, each command's options, and the values of the
    options that take one of a fixed set (each axis's values, the releases, the formats, the
    views and the languages; after a comma too, for a list). It is made from the declarations
    the commands parse their arguments with, so it names exactly what the tool accepts. Any
    other value, and a PATH, completes as a file name. Load it with:
      bash   source <(pushmatrix completion bash)   (or save it as
             ~/.local/share/bash-completion/completions/pushmatrix)
      zsh    source <(pushmatrix completion zsh)    after compinit (or save it as _pushmatrix
             in a folder of $fpath)
      fish   pushmatrix completion fish > ~/.config/fish/completions/pushmatrix.fish
    """

  /// The shell the script is for.
  package var shell: Shell

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals(1, names: "SHELL, one of bash, zsh, fish")
    let text = scan.positionals[0]
    guard let shell = Shell(rawValue: text) else {
      let names = Self.choices(Shell.self)
      throw scan.error(
        "invalid value \(text.messageQuoted) for argument SHELL: expected "
          + names.joined(separator: ", ") + Suggestion.clause(text, among: names))
    }
    self.shell = shell
  }

  package func run(_ console: Console) throws -> Int32 {
    console.output.write(Self.script(for: shell))
    return ExitCode.success
  }

  /// A command as the script completes it.
  struct Entry {
    var name: String
    /// The options and flags, `--` included, sorted, then `--help`.
    var words: [String]
    /// The options that take a value of a fixed set, sorted by name, with the values.
    var valued: [(option: String, values: [String])]
    /// The options that take a free value, such as a path, which completes as a file name.
    var free: [String]
  }

  /// The commands the script completes: every command, then `completion` and `help`.
  static var entries: [Entry] {
    let commands: [any ToolCommand.Type] = CommandParser.commands + [HelpCommand.self]
    return commands.map { command in
      let options = command.options
      var entry = Entry(
        name: command.name,
        words: (options.keys.sorted() + command.flags.sorted()).map { "--" + $0 } + ["--help"],
        valued: options.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
          .map { ($0.key, $0.value) },
        free: options.filter(\.value.isEmpty).keys.sorted())
      // The arguments that are values too: a shell's name, or a command's.
      if ObjectIdentifier(command) == ObjectIdentifier(CompletionCommand.self) {
        entry.words = choices(Shell.self) + entry.words
      }
      if ObjectIdentifier(command) == ObjectIdentifier(HelpCommand.self) {
        entry.words = CommandParser.commands.map { $0.name }
      }
      return entry
    }
  }

  /// The words of the first argument: the commands, `help`, and the version's and help's
  /// options.
  static var firstWords: [String] {
    CommandParser.commands.map { $0.name } + ["help", "version", "--help", "-h", "--version", "-V"]
  }

  /// Returns the script for a shell.
  package static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  /// Words joined with spaces in single quotes, for a shell.
  private static func quoted(_ words: [String]) -> String {
    "'" + words.joined(separator: " ").replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func bash() -> String {
    var cases: [String] = []
    for entry in entries {
      for (option, values) in entry.valued {
        cases.append("    '\(entry.name)|--\(option)') words=\(quoted(values)); list=1 ;;")
      }
      if !entry.free.isEmpty {
        let patterns = entry.free.map { "'\(entry.name)|--\($0)'" }.joined(separator: "|")
        cases.append("    \(patterns)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
      }
      cases.append("    '\(entry.name)|'*) words=\(quoted(entry.words)); files=1 ;;")
    }
    return """
      # bash completion for pushmatrix, made by 'pushmatrix completion bash' from the commands'
      # declarations. Load it with: source <(pushmatrix completion bash)
      _pushmatrix() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local words="" list=0 files=0
        if [[ $COMP_CWORD -eq 1 ]]; then
          words=\(quoted(firstWords))
        else
          case "${COMP_WORDS[1]}|$prev" in
      \(cases.joined(separator: "\n"))
          *) COMPREPLY=($(compgen -f -- "$cur")); return ;;
          esac
        fi
        if [[ $list -eq 1 && $cur == *,* ]]; then
          COMPREPLY=($(compgen -P "${cur%,*}," -W "$words" -- "${cur##*,}"))
        elif [[ $files -eq 1 && $cur != -* ]]; then
          COMPREPLY=($(compgen -W "$words" -- "$cur") $(compgen -f -- "$cur"))
        else
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
        fi
      }
      complete -F _pushmatrix pushmatrix

      """
  }

  private static func zsh() -> String {
    var cases: [String] = []
    for entry in entries {
      for (option, values) in entry.valued {
        let words = values.joined(separator: " ")
        cases.append("    '\(entry.name)|--\(option)') compset -P '*,'; values=(\(words)) ;;")
      }
      if !entry.free.isEmpty {
        let patterns = entry.free.map { "'\(entry.name)|--\($0)'" }.joined(separator: "|")
        cases.append("    \(patterns)) _files; return ;;")
      }
      let words = entry.words.joined(separator: " ")
      cases.append("    '\(entry.name)|'*) values=(\(words)); _files ;;")
    }
    return """
      #compdef pushmatrix
      # zsh completion for pushmatrix, made by 'pushmatrix completion zsh' from the commands'
      # declarations. Load it with: source <(pushmatrix completion zsh), after compinit.
      _pushmatrix() {
        local -a values
        if (( CURRENT == 2 )); then
          values=(\(firstWords.joined(separator: " ")))
        else
          case "${words[2]}|${words[CURRENT-1]}" in
      \(cases.joined(separator: "\n"))
          *) _files; return ;;
          esac
        fi
        compadd -a values
      }
      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        _pushmatrix "$@"
      else
        compdef _pushmatrix pushmatrix
      fi

      """
  }

  private static func fish() -> String {
    var lines = [
      "# fish completion for pushmatrix, made by 'pushmatrix completion fish' from the commands'",
      "# declarations. Save it as ~/.config/fish/completions/pushmatrix.fish",
      "complete -c pushmatrix -n __fish_use_subcommand -f -a \(quoted(firstWords))",
    ]
    for entry in entries {
      let when = "-n '__fish_seen_subcommand_from \(entry.name)'"
      for (option, values) in entry.valued {
        lines.append("complete -c pushmatrix \(when) -l \(option) -x -a \(quoted(values))")
      }
      for option in entry.free {
        lines.append("complete -c pushmatrix \(when) -l \(option) -r -F")
      }
      let withValues = Set(entry.valued.map(\.option) + entry.free)
      let flags = entry.words.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
        .filter { !withValues.contains($0) }
      for flag in flags { lines.append("complete -c pushmatrix \(when) -l \(flag)") }
      let arguments = entry.words.filter { !$0.hasPrefix("-") }
      if !arguments.isEmpty {
        lines.append("complete -c pushmatrix \(when) -f -a \(quoted(arguments))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
