/// The page around pandoc's HTML body. pandoc's `--standalone` HTML5 template costs a pass
/// over the whole body (0.28 s of CPU of 1.88 on Moby-Dick as Word, pandoc 2.17), so the
/// conversion writes the body alone and a Lua filter (pandoc's own scripting, which runs on
/// the document's metadata only) writes what the template puts around it: the `html`
/// element's language and direction, the head's `title` and `meta` elements, and the title
/// block (title, subtitle, authors, date, abstract) the template opens the body with. Word's
/// Title, Subtitle, Author, Date and Abstract paragraphs are metadata to pandoc: without this
/// page they would be lost with the template.
enum PandocPage {
    /// The filter's file name in the conversion's folder; the page it writes is named
    /// ``pageName`` beside it.
    static let filterName = "page.lua"
    static let pageName = "page.html"

    /// The body pandoc wrote, inside the page the filter wrote (`nil`: it wrote none).
    static func assembled(page: [UInt8]?, body: [UInt8]) -> [UInt8] {
        var bytes = page ?? Array(#"<!DOCTYPE html>\#n<html xmlns="http://www.w3.org/1999/xhtml">\#n<head>\#n<meta charset="utf-8" />\#n</head>\#n<body>\#n"#.utf8)
        bytes.reserveCapacity(bytes.count + body.count + 16)
        bytes.append(contentsOf: body)
        bytes.append(contentsOf: Array("\n</body>\n</html>\n".utf8))
        return bytes
    }

    /// The rules of pandoc's template style sheet that say something about the text (the
    /// rest sets fonts, colours and margins for a screen): the title block centred, small
    /// capitals and underlines as pandoc marks them, hanging indents, displayed math, task
    /// lists and code that keeps its spaces.
    static let styleSheet = """
    header { text-align: center; }
    code { white-space: pre-wrap; }
    span.smallcaps { font-variant: small-caps; }
    span.underline { text-decoration: underline; }
    div.hanging-indent { margin-left: 1.5em; text-indent: -1.5em; }
    ul.task-list { list-style: none; }
    .display.math { display: block; text-align: center; }
    """

    /// The filter (Lua 5.3 as pandoc 2.17 runs it; `pandoc.write` and `pandoc.utils.type`
    /// are 2.17's). Values are written as pandoc's template writes them: `title`,
    /// `subtitle`, each `author`, `date` and `abstract` as HTML; the page title and the
    /// `author` and `dcterms.date` meta elements as plain text, the date only when it reads
    /// as one of the forms pandoc's `normalizeDate` reads, in ISO form.
    static var filter: String {
    #"""
    -- Written by exporttool for one conversion (see PandocPage.swift).
    local function escaped(text)
      return (text:gsub("&", "&amp;"):gsub("<", "&lt;"):gsub(">", "&gt;"):gsub('"', "&quot;"))
    end

    local function html(value)
      local kind = pandoc.utils.type(value)
      if kind == "Inlines" then
        return pandoc.write(pandoc.Pandoc({pandoc.Plain(value)}), "html5")
      elseif kind == "Blocks" then
        return pandoc.write(pandoc.Pandoc(value), "html5")
      elseif kind == "string" then
        return pandoc.write(pandoc.Pandoc({pandoc.Plain({pandoc.Str(value)})}), "html5")
      elseif kind == "boolean" then
        return value and "true" or ""
      end
      return escaped(pandoc.utils.stringify(value))
    end

    local function plain(value)
      if value == nil then return nil end
      local text = pandoc.utils.stringify(value)
      if text == "" then return nil end
      return text
    end

    local function list(value)
      if value == nil then return {} end
      local kind = pandoc.utils.type(value)
      if kind == "List" then return value end
      return {value}
    end

    local months = {jan = 1, feb = 2, mar = 3, apr = 4, may = 5, jun = 6, jul = 7, aug = 8,
                    sep = 9, oct = 10, nov = 11, dec = 12}
    local fullMonths = {january = 1, february = 2, march = 3, april = 4, may = 5, june = 6,
                        july = 7, august = 8, september = 9, october = 10, november = 11,
                        december = 12}

    -- pandoc's normalizeDate (the `date-meta` of its template): the first of its forms
    -- (%x, %m/%d/%Y, %D, %F, %d %b %Y, %e %B %Y, %b. %e, %Y, %B %e, %Y, %Y%m%d, %Y%m, %Y)
    -- the text reads as, with a real day of a year 1601-9999, written YYYY-MM-DD; nil for
    -- any other text, for which pandoc's page gives no date.
    local function isoDate(text)
      local s = text:gsub("\194\160", " "):match("^%s*(.-)%s*$")
      local function day(y, m, d)
        y, m, d = tonumber(y), tonumber(m), tonumber(d)
        if not (y and m and d) or y < 1601 or y > 9999 or m < 1 or m > 12 or d < 1 then return nil end
        local lengths = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
        if (y % 4 == 0 and y % 100 ~= 0) or y % 400 == 0 then lengths[2] = 29 end
        if d > lengths[m] then return nil end
        return string.format("%04d-%02d-%02d", y, m, d)
      end
      local function century(y) y = tonumber(y); if y < 69 then return 2000 + y end; return 1900 + y end
      local function named(name, table) return table[name:lower()] end
      local m, d, y = s:match("^(%d%d)/(%d%d)/(%d%d)$")                       -- %x, %D
      if m then return day(century(y), m, d) end
      m, d, y = s:match("^(%d%d)/(%d%d)/(%d%d%d%d)$")                         -- %m/%d/%Y
      if m then return day(y, m, d) end
      y, m, d = s:match("^(%d%d%d%d)%-(%d%d)%-(%d%d)$")                       -- %F
      if y then return day(y, m, d) end
      local found
      d, m, y = s:match("^(%d%d)%s+(%a+)%s+(%d%d%d%d)$")                      -- %d %b %Y
      if d and named(m, months) then found = day(y, named(m, months), d) end
      if found then return found end
      d, m, y = s:match("^(%d%d?)%s+(%a+)%s+(%d%d%d%d)$")                     -- %e %B %Y
      if d and named(m, fullMonths) then found = day(y, named(m, fullMonths), d) end
      if found then return found end
      m, d, y = s:match("^(%a+)%.%s+(%d%d?),%s+(%d%d%d%d)$")                  -- %b. %e, %Y
      if m and named(m, months) then found = day(y, named(m, months), d) end
      if found then return found end
      m, d, y = s:match("^(%a+)%s+(%d%d?),%s+(%d%d%d%d)$")                    -- %B %e, %Y
      if m and named(m, fullMonths) then found = day(y, named(m, fullMonths), d) end
      if found then return found end
      y, m, d = s:match("^(%d%d%d%d)(%d%d)(%d%d)$")                           -- %Y%m%d
      if y then return day(y, m, d) end
      y, m = s:match("^(%d%d%d%d)(%d%d)$")                                    -- %Y%m
      if y then return day(y, m, 1) end
      y = s:match("^(%d%d%d%d)$")                                             -- %Y
      if y then return day(y, 1, 1) end
      return nil
    end

    function Meta(meta)
      local out = {'<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml"'}
      local lang = plain(meta.lang)
      if lang then
        table.insert(out, ' lang="' .. escaped(lang) .. '" xml:lang="' .. escaped(lang) .. '"')
      end
      local dir = plain(meta.dir)
      if dir then table.insert(out, ' dir="' .. escaped(dir) .. '"') end
      table.insert(out, '>\n<head>\n<meta charset="utf-8" />\n')
      for _, author in ipairs(list(meta.author)) do
        local name = plain(author)
        if name then table.insert(out, '<meta name="author" content="' .. escaped(name) .. '" />\n') end
      end
      local date = plain(meta.date) and isoDate(plain(meta.date))
      if date then table.insert(out, '<meta name="dcterms.date" content="' .. date .. '" />\n') end
      local title = plain(meta.pagetitle) or plain(meta.title)
      if title then table.insert(out, '<title>' .. escaped(title) .. '</title>\n') end
      table.insert(out, '<style>\n' .. [==[\#(styleSheet)]==] .. '\n</style>\n</head>\n<body>\n')
      if meta.title then
        table.insert(out, '<header id="title-block-header">\n<h1 class="title">' .. html(meta.title) .. '</h1>\n')
        if meta.subtitle then table.insert(out, '<p class="subtitle">' .. html(meta.subtitle) .. '</p>\n') end
        for _, author in ipairs(list(meta.author)) do
          table.insert(out, '<p class="author">' .. html(author) .. '</p>\n')
        end
        if meta.date then table.insert(out, '<p class="date">' .. html(meta.date) .. '</p>\n') end
        if meta.abstract then
          local heading = meta["abstract-title"] and html(meta["abstract-title"]) or ""
          table.insert(out, '<div class="abstract">\n<div class="abstract-title">' .. heading .. '</div>\n'
                            .. html(meta.abstract) .. '\n</div>\n')
        end
        table.insert(out, '</header>\n')
      end
      local folder = PANDOC_SCRIPT_FILE:match("^(.*)/[^/]*$") or "."
      local file = assert(io.open(folder .. "/\#(pageName)", "wb"))
      file:write(table.concat(out))
      file:close()
    end
    """#
    }
}
