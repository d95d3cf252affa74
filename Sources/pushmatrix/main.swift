import PushMatrixCommands

CommandLineTool.exit(with: CommandLineTool.mainWithProcessArguments())
