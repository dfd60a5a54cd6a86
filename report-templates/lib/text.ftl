<#-- The one escaping of user-supplied text (labels, treatment names, failures, notes) in a markdown table cell or
     heading: a pipe would split the cell, a line break end the row, HTML and markdown change what is shown. -->
<#function cell text>
  <#return text?string?replace("\\", "\\\\")?replace("|", "\\|")?replace("\r?\n|\r", " ", "r")?replace("&", "&amp;")?replace("<", "&lt;")?replace(">", "&gt;")?replace("([*_`\\[\\]#~])", "\\\\$1", "r")>
</#function>
