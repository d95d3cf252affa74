import PushMatrixCommands

CommandLineTool.exit(with: CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
