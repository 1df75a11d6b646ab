import App

runCommandLine(TesseraCommand.self, direct: TesseraCommand.direct)
