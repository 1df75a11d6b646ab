import App

runCommandLine(DevCommand.self)
