import App

runCommandLine(TesseraCommand.self)
