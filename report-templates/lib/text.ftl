<#-- The one escaping of user-supplied text (labels, treatment names, failures, notes) in a markdown table cell or
     heading: a pipe would split the cell, a line break end the row, HTML and markdown change what is shown. Every
     character is escaped the markdown way (a backslash), never as an HTML entity, so report.md reads "a \<b\>" where
     a reader of the plain text would otherwise see "a &lt;b&gt;"; a markdown renderer shows "a <b>" either way. -->
<#function cell text>
  <#return text?string?replace("\\", "\\\\")?replace("|", "\\|")?replace("\r?\n|\r", " ", "r")?replace("([*_`\\[\\]#~&<>])", "\\\\$1", "r")>
</#function>
<#-- User text as an inline code span (a command line): shown literally by every markdown renderer, so no HTML or link
     in it is live; the fence is one backtick longer than any run of backticks in the text, a line break a space. -->
<#function code text>
  <#local flat = text?string?replace("\r?\n|\r", " ", "r")>
  <#local fence = "`">
  <#list 1..20 as i><#if flat?contains(fence)><#local fence = fence + "`"></#if></#list>
  <#local pad = (flat?starts_with("`") || flat?ends_with("`"))?then(" ", "")>
  <#return fence + pad + flat + pad + fence>
</#function>
<#-- A code span inside a table cell: as code, with each pipe escaped. A table splits its row at every unescaped pipe,
     inside a code span too (GFM), so a folder named "a|b" would split the cell and push the cells after it out of
     the row; escaped, the renderer shows the pipe and drops the backslash. -->
<#function codeCell text>
  <#return code(text?string?replace("|", "\\|"))>
</#function>
